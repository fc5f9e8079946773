//! The owner's command line (docs/DESIGN.md "CLI contract"): every option has a flag and an
//! environment variable; errors are one sentence on stderr; exit 1 at run time, 2 for usage
//! (`ops::OpsError`). This file only parses and dispatches: the commands' bodies are in `ops`.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::parser::ValueSource;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::backups::{Every, Schedule};
use crate::domain::mail;
use crate::domain::setting_keys::{self, Overrides, Setting};
use crate::ops::export::{self, Format};
use crate::ops::settings::Action;
use crate::ops::{self, OpsError};
use crate::state::{ConnectionRules, ServeConfig};

#[derive(Debug, Parser)]
#[command(
    name = "agency-site",
    version,
    about = "The MYTH Agency site and its admin CMS: one binary, one SQLite file.",
    after_help = "Start with `agency-site serve`; the database is created and migrated on first use."
)]
pub struct Cli {
    /// The SQLite database file; created (readable by its owner only) if it does not exist.
    #[arg(long, env = "AGENCY_DB", default_value = "agency.db", global = true, value_name = "PATH")]
    pub db: PathBuf,

    /// Whether `--db` or AGENCY_DB chose the database, rather than the default.
    #[arg(skip)]
    pub db_chosen: bool,

    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// `Cli::try_parse`, noting whether the owner chose the database (`db_chosen`).
    pub fn parse_args() -> Result<Cli, clap::Error> {
        let matches = Cli::command().try_get_matches()?;
        let mut cli = Cli::from_arg_matches(&matches)?;
        cli.db_chosen = matches.value_source("db").is_some_and(|s| s != ValueSource::DefaultValue);
        Ok(cli)
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply pending migrations, then serve the site and the API until SIGTERM or Ctrl-C.
    Serve(ServeArgs),
    /// Apply pending database migrations and list what was applied.
    Migrate(MigrateArgs),
    /// Create an admin account (the first one ever is the super admin), or reset a password.
    CreateAdmin(CreateAdminArgs),
    /// Turn two-factor sign-in off for an admin who lost their authenticator and recovery codes.
    DisableTotp(DisableTotpArgs),
    /// Write everything (or the contact inquiries as CSV) to a file or standard output.
    Export(ExportArgs),
    /// Restore an export made by `export`, all or nothing.
    Import(ImportArgs),
    /// Copy the live database to a new file, checked before it is reported done.
    Backup(BackupArgs),
    /// Replace the database with a backup, checked first; refused while a server runs on it.
    Restore(RestoreArgs),
    /// Read and change the site's settings.
    Settings(SettingsArgs),
    /// List the media library, or make its images' resized variants again.
    Media(MediaArgs),
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on; keep it on 127.0.0.1 behind a reverse proxy.
    #[arg(long, env = "AGENCY_LISTEN", default_value = "127.0.0.1:8080", value_name = "ADDR", value_parser = listen_address)]
    pub listen: SocketAddr,
    /// Sign session tokens with this secret instead of the one stored in the database.
    /// Prefer the environment variable: other users can read a flag in `ps`.
    #[arg(long, env = "AGENCY_JWT_SECRET", hide_env_values = true, value_name = "SECRET")]
    pub jwt_secret: Option<String>,
    /// Take the visitor's address from X-Forwarded-For, as set by a reverse proxy on this machine.
    /// Only behind such a proxy: otherwise visitors could pick their own address.
    #[arg(long, env = "AGENCY_TRUST_PROXY")]
    pub trust_proxy: bool,
    /// Per-address limits on login, registration, the contact form and visit records. Turn them
    /// off only for load tests.
    #[arg(long, env = "AGENCY_RATE_LIMITS", value_enum, default_value = "on", value_name = "on|off")]
    pub rate_limits: Switch,
    /// Connections one address may have open at once (0: no cap). A peer on this machine or its
    /// private network is not capped with --trust-proxy: it is the proxy.
    #[arg(long, env = "AGENCY_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = ConnectionRules::default().per_address, value_name = "N")]
    pub max_connections_per_address: usize,
    /// Take a checked copy of the database into this folder on a schedule (--backup-every), named
    /// agency-YYYYMMDD-HHMMSS.db; the super admin lists, takes and downloads them under Settings.
    /// Made if missing. Off without it.
    #[arg(long, env = "AGENCY_BACKUP_DIR", value_name = "DIR")]
    pub backup_dir: Option<PathBuf>,
    /// How often to back up: a whole number and a unit, s, m, h or d (30m, 6h, 24h, 7d).
    #[arg(long, env = "AGENCY_BACKUP_EVERY", default_value = "24h", value_name = "INTERVAL",
          value_parser = Every::parse, requires = "backup_dir")]
    pub backup_every: Every,
    /// How many backups the folder keeps: the oldest beyond them are deleted (only files named as
    /// the server names its backups).
    #[arg(long, env = "AGENCY_BACKUP_KEEP", default_value = "7", value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..), requires = "backup_dir")]
    pub backup_keep: u16,
    #[command(flatten)]
    pub overrides: SettingOverrides,
}

/// A flag and an environment variable for each setting that may be given to `serve` instead of
/// stored (`Setting::env` in the registry): `--smtp-host` / `AGENCY_SMTP_HOST`, ….
#[derive(Debug, Clone, Default)]
pub struct SettingOverrides(Vec<(&'static Setting, String)>);

fn overridable() -> impl Iterator<Item = (&'static Setting, &'static str)> {
    setting_keys::ALL.into_iter().filter_map(|s| s.env.map(|env| (s, env)))
}

impl clap::FromArgMatches for SettingOverrides {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let given =
            overridable().filter_map(|(s, _)| matches.get_one::<String>(s.name).map(|v| (s, v.clone())));
        Ok(SettingOverrides(given.collect()))
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for SettingOverrides {
    fn augment_args(command: clap::Command) -> clap::Command {
        overridable().fold(command, |command, (setting, env)| {
            command.arg(
                clap::Arg::new(setting.name)
                    .long(setting.name)
                    .env(env)
                    .value_name("VALUE")
                    .hide_env_values(setting.secret)
                    .help(format!("{}; overrides the stored `{}` setting", setting.help, setting.name)),
            )
        })
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        Self::augment_args(command)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Switch {
    On,
    Off,
}

#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// List every migration and whether it is applied, without applying anything.
    #[arg(long)]
    pub status: bool,
}

#[derive(Debug, Args)]
pub struct CreateAdminArgs {
    /// The new admin's username (at least 3 characters, no spaces).
    #[arg(long, value_name = "NAME")]
    pub username: String,
    /// Read the password from standard input instead of prompting (for scripts).
    #[arg(long)]
    pub password_stdin: bool,
    /// Set a new password for this existing admin instead of creating one.
    #[arg(long)]
    pub reset_password: bool,
    /// Create the database if there is none at the default --db (./agency.db): without it, or a
    /// --db, a missing database is refused, since a new one would be a second, empty site.
    #[arg(long)]
    pub new_database: bool,
}

#[derive(Debug, Args)]
pub struct DisableTotpArgs {
    /// The admin whose two-factor sign-in to turn off.
    #[arg(long, value_name = "NAME")]
    pub username: String,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Write to this file (atomically) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "json")]
    pub format: Format,
    /// With `--format csv`: the contact inquiries, or the visits' daily counts (by page, source,
    /// campaign and device, and each day's totals) [default: inquiries].
    #[arg(long, value_enum)]
    pub what: Option<export::Table>,
    /// Also export password hashes and secrets (token secret, registration key, SMTP password),
    /// so a restored site keeps its logins. Keep such a file private.
    #[arg(long)]
    pub include_secrets: bool,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// A file written by `export --format json`.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Overwrite a database that already holds admins, inquiries or visits.
    #[arg(long)]
    pub replace: bool,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// Where to write the copy; the file must not exist yet.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// A backup: written by `backup`, or by the server into its --backup-dir.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Debug, Args)]
pub struct SettingsArgs {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, Args)]
pub struct MediaArgs {
    #[command(subcommand)]
    pub action: ops::media::Action,
}

/// Runs the command; its body is in `ops` (or `app` for serve).
pub fn run(cli: Cli) -> Result<(), OpsError> {
    let db = cli.db.as_path();
    match cli.command {
        Command::Serve(args) => serve(db, args),
        Command::Migrate(args) => ops::migrate::run(db, args.status),
        Command::CreateAdmin(args) => {
            if !cli.db_chosen && !args.new_database {
                ops::refuse_new_default(db)?;
            }
            ops::admin::create_admin(db, &args.username, args.password_stdin, args.reset_password)
        }
        Command::DisableTotp(args) => ops::admin::disable_totp(db, &args.username),
        Command::Export(args) => {
            let options = export::Options { include_secrets: args.include_secrets, table: args.what };
            export::run(db, args.out.as_deref(), args.format, &options)
        }
        Command::Import(args) => ops::import::run(db, &args.file, args.replace),
        Command::Backup(args) => ops::backup::run(db, &args.out),
        Command::Restore(args) => ops::restore::run(db, &args.file, cli.db_chosen),
        Command::Settings(args) => ops::settings::run(db, args.action),
        Command::Media(args) => ops::media::run(db, args.action),
    }
}

/// `--listen` with an example of what it takes: the standard library's "invalid socket address
/// syntax" does not say that a port alone (`8081`) is not enough.
fn listen_address(value: &str) -> Result<SocketAddr, String> {
    value.parse().map_err(|_| match value.parse::<u16>() {
        Ok(port) => format!("give an address and a port, such as 127.0.0.1:{port}"),
        Err(_) => "give an address and a port, such as 127.0.0.1:8080 or [::1]:8080".to_owned(),
    })
}

fn serve(db_path: &Path, args: ServeArgs) -> Result<(), OpsError> {
    ops::check_db_path(db_path)?;
    let backups = match &args.backup_dir {
        None => None,
        Some(dir) => Some(
            Schedule::prepare(dir, args.backup_every, args.backup_keep.into()).map_err(OpsError::usage)?,
        ),
    };
    // Blocking threads only wait for one of the database's connections or hash a password (two at
    // a time): a few more than there are connections is all they can use, and bounds the memory a
    // burst of requests can take (each thread has its own stack and allocator arena).
    crate::memory::limit_arenas();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(crate::db::POOL_SIZE as usize + 4)
        .build()
        .context("cannot start the async runtime")?;
    let mut overrides = Vec::new();
    for (setting, value) in args.overrides.0 {
        let env = setting.env.unwrap_or_default();
        let value = mail::check(setting, &value).map_err(|problem| {
            OpsError::usage(format!("--{} ({env}) {problem} (see `agency-site serve --help`).", setting.name))
        })?;
        overrides.push((setting, value));
    }
    let config = ServeConfig {
        jwt_secret: args.jwt_secret,
        trust_proxy: args.trust_proxy,
        rate_limits: args.rate_limits == Switch::On,
        overrides: Overrides::new(overrides),
        connections: ConnectionRules {
            per_address: args.max_connections_per_address,
            ..ConnectionRules::default()
        },
        backups,
    };
    runtime.block_on(crate::app::serve(db_path, args.listen, config))?;
    Ok(())
}
