//! The owner's command line (DESIGN.md "CLI contract"): every option has a flag and an
//! environment variable; errors are one sentence on stderr; exit 1 at run time, 2 for usage.

use std::io::{IsTerminal, Read};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Parser, Subcommand};

use crate::auth::password;
use crate::db::{self, users};
use crate::domain::credentials::NewCredentials;
use crate::ops::{self, backup, export, import};

#[derive(Debug, Parser)]
#[command(
    name = "agency-site",
    version,
    about = "The MYTH Agency site and its admin CMS: one binary, one SQLite file.",
    after_help = "Start with `agency-site serve`; the database is created and migrated on first use."
)]
pub struct Cli {
    /// The SQLite database file; created with its folder's permissions if it does not exist.
    #[arg(long, env = "AGENCY_DB", default_value = "agency.db", global = true, value_name = "PATH")]
    pub db: PathBuf,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply pending migrations, then serve the site and the API until SIGTERM or Ctrl-C.
    Serve(ServeArgs),
    /// Apply pending database migrations and list what was applied.
    Migrate(MigrateArgs),
    /// Create an admin account (the first one ever is the super admin), or reset a password.
    CreateAdmin(CreateAdminArgs),
    /// Write everything (or the contact inquiries as CSV) to a file or standard output.
    Export(ExportArgs),
    /// Restore an export made by `export`, all or nothing.
    Import(ImportArgs),
    /// Copy the live database to a new file, checked before it is reported done.
    Backup(BackupArgs),
    /// Read and change the site's settings.
    Settings(SettingsArgs),
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on; keep it on 127.0.0.1 behind a reverse proxy.
    #[arg(long, env = "AGENCY_LISTEN", default_value = "127.0.0.1:8080", value_name = "ADDR")]
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    /// Everything, in the API's JSON shapes; `import` reads it back.
    Json,
    /// The contact inquiries, for a spreadsheet.
    Csv,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Write to this file (atomically) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "json")]
    pub format: ExportFormat,
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
pub struct SettingsArgs {
    #[command(subcommand)]
    pub action: SettingsAction,
}

#[derive(Debug, Subcommand)]
pub enum SettingsAction {
    /// Show every setting.
    List,
    /// Show one setting, e.g. `settings get site-name`.
    Get { name: String },
    /// Change one setting, e.g. `settings set contact-phone "+1 (305) 555-0100"`.
    Set { name: String, value: String },
    /// Replace the registration key with a new random one and print it.
    RotateRegistrationKey,
    /// Replace the secret that signs admin sessions: every admin must log in again.
    RotateTokenSecret,
}

/// A failed command: `Usage` when the owner's input was wrong (exit 2), `Runtime` otherwise (exit 1).
#[derive(Debug)]
pub enum CliError {
    Usage(String),
    Runtime(anyhow::Error),
}

impl CliError {
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Usage(_) => ExitCode::from(2),
            CliError::Runtime(_) => ExitCode::from(1),
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CliError::Usage(message) => f.write_str(message),
            CliError::Runtime(err) => write!(f, "{err:#}"),
        }
    }
}

impl From<anyhow::Error> for CliError {
    fn from(err: anyhow::Error) -> Self {
        CliError::Runtime(err)
    }
}

pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Serve(args) => serve(&cli.db, args),
        Command::Migrate(args) => migrate(&cli.db, args),
        Command::CreateAdmin(args) => create_admin(&cli.db, args),
        Command::Export(args) => export(&cli.db, args),
        Command::Import(args) => import(&cli.db, args),
        Command::Backup(args) => backup(&cli.db, args),
        Command::Settings(args) => settings(&cli.db, args),
    }
}

fn serve(db_path: &Path, args: ServeArgs) -> Result<(), CliError> {
    // Blocking threads only wait for one of the database's connections or hash a password (two at
    // a time): a few more than there are connections is all they can use, and bounds the memory a
    // burst of requests can take (each thread has its own stack and allocator arena).
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(crate::db::POOL_SIZE as usize + 4)
        .build()
        .context("cannot start the async runtime")?;
    let config = crate::app::ServeConfig {
        jwt_secret: args.jwt_secret,
        trust_proxy: args.trust_proxy,
        rate_limits: args.rate_limits == Switch::On,
    };
    runtime.block_on(crate::app::serve(db_path, args.listen, config))?;
    Ok(())
}

fn migrate(db_path: &Path, args: MigrateArgs) -> Result<(), CliError> {
    if args.status {
        for (name, applied) in migration_status(db_path)? {
            println!("{} {name}", if applied { "applied" } else { "pending" });
        }
        return Ok(());
    }
    let mut conn = db::connect(db_path)?;
    let applied = db::migrate(&mut conn)?;
    if applied.is_empty() {
        println!("The database {} is up to date; nothing to apply.", db_path.display());
    } else {
        for name in &applied {
            println!("applied {name}");
        }
        println!("Applied {} migration(s) to {}.", applied.len(), db_path.display());
    }
    Ok(())
}

/// Every migration and whether it is applied. A database that does not exist yet, or that was
/// never migrated, has every migration pending: it is neither created nor changed here.
fn migration_status(db_path: &Path) -> anyhow::Result<Vec<(String, bool)>> {
    let never_migrated = |conn: &rusqlite::Connection| -> anyhow::Result<bool> {
        let tables: i64 = conn.query_row(
            "select count(*) from sqlite_master where type = 'table' and name = 'refinery_schema_history'",
            [],
            |r| r.get(0),
        )?;
        Ok(tables == 0)
    };
    if db_path.exists() {
        let mut conn = db::connect(db_path)?;
        if !never_migrated(&conn)? {
            return db::migration_status(&mut conn);
        }
    }
    // The binary's migrations, named by applying them to a scratch database in memory.
    let mut scratch = rusqlite::Connection::open_in_memory().context("cannot list the migrations")?;
    Ok(db::migrate(&mut scratch)?.into_iter().map(|name| (name, false)).collect())
}

fn create_admin(db_path: &Path, args: CreateAdminArgs) -> Result<(), CliError> {
    let password = read_new_password(args.password_stdin)?;
    let credentials = NewCredentials::parse(&args.username, &password)
        .map_err(|errors| CliError::Usage(format!("{errors}.")))?;

    let mut conn = db::connect(db_path)?;
    db::migrate(&mut conn)?;
    let hash = password::hash(credentials.password.as_str())?;
    if args.reset_password {
        let name = credentials.username.as_str();
        let user =
            users::find_by_username(&conn, name).context("cannot read the admins")?.ok_or_else(|| {
                CliError::Usage(format!("There is no admin named '{name}'; nothing was changed."))
            })?;
        users::set_password_hash(&conn, user.id, &hash).context("cannot save the new password")?;
        println!("Set a new password for '{}'.", user.username);
        return Ok(());
    }
    let user = users::insert(&conn, credentials.username.as_str(), &hash).map_err(|err| {
        if users::is_unique_violation(&err) {
            CliError::Usage(format!("The username '{}' is already taken.", credentials.username.as_str()))
        } else {
            CliError::Runtime(anyhow::Error::new(err).context("cannot create the admin"))
        }
    })?;
    if user.is_super_admin {
        let key = db::settings::get(&conn, "registration_key").context("cannot read the registration key")?;
        println!("Created the super admin '{}'.", user.username);
        if let Some(key) = key {
            println!("Other admins register at /admin/register with the registration key: {key}");
        }
    } else {
        println!("Created the admin '{}'.", user.username);
    }
    Ok(())
}

/// An existing database, migrated to this binary's schema: commands that read data refuse to
/// create an empty one by mistake.
fn open_existing(db_path: &Path) -> Result<rusqlite::Connection, CliError> {
    if !db_path.exists() {
        return Err(CliError::Usage(format!(
            "There is no database at {}: pass --db (or set AGENCY_DB) to the site's database file.",
            db_path.display()
        )));
    }
    let mut conn = db::connect(db_path)?;
    db::migrate(&mut conn)?;
    Ok(conn)
}

fn export(db_path: &Path, args: ExportArgs) -> Result<(), CliError> {
    let mut conn = open_existing(db_path)?;
    if let Some(out) = args.out.as_deref().filter(|out| ops::is_database_file(out, db_path)) {
        return Err(CliError::Usage(format!(
            "{} is the database itself: choose another file for the export.",
            out.display()
        )));
    }
    let options = export::Options { include_secrets: args.include_secrets };
    ops::write_output(args.out.as_deref(), |out| match args.format {
        ExportFormat::Json => export::json(&mut conn, out, &options),
        ExportFormat::Csv => export::csv(&mut conn, out),
    })?;
    if let Some(path) = &args.out {
        eprintln!("Exported to {}.", path.display());
    }
    Ok(())
}

fn import(db_path: &Path, args: ImportArgs) -> Result<(), CliError> {
    let bytes = std::fs::read(&args.file)
        .map_err(|e| CliError::Usage(format!("Cannot read {}: {e}.", args.file.display())))?;
    let plan = import::parse(&bytes).map_err(|e| CliError::Usage(format!("Nothing was imported: {e}.")))?;
    let mut conn = db::connect(db_path)?;
    db::migrate(&mut conn)?;
    import::apply(&mut conn, &plan, args.replace).map_err(|err| match err {
        import::ImportError::NotEmpty(message) => CliError::Usage(message),
        import::ImportError::Database(err) => CliError::Runtime(err.context("nothing was imported")),
    })?;
    println!("Imported {} into {}.", plan.summary(), db_path.display());
    if !plan.locked_users.is_empty() {
        println!(
            "These admins came without passwords (export without --include-secrets) and cannot log in until \
             you run `create-admin --reset-password --username NAME`: {}",
            plan.locked_users.join(", ")
        );
    }
    Ok(())
}

fn backup(db_path: &Path, args: BackupArgs) -> Result<(), CliError> {
    if args.out.exists() {
        return Err(CliError::Usage(format!(
            "{} already exists: choose a new file name for the backup.",
            args.out.display()
        )));
    }
    let conn = open_existing(db_path)?;
    let size = backup::run(&conn, &args.out)?;
    println!("Backed up {} to {} ({size} bytes, integrity check ok).", db_path.display(), args.out.display());
    Ok(())
}

fn settings(db_path: &Path, args: SettingsArgs) -> Result<(), CliError> {
    use ops::settings::{self as cli_settings, SettingsError};
    let mut conn = open_existing(db_path)?;
    let fail = |err: SettingsError| match err {
        SettingsError::Input(message) => CliError::Usage(format!("{message}.")),
        SettingsError::Database(err) => {
            CliError::Runtime(anyhow::Error::new(err).context("cannot use the settings"))
        }
    };
    match args.action {
        SettingsAction::List => {
            for (name, value) in cli_settings::list(&conn).map_err(fail)? {
                println!("{name} = {value}");
            }
        }
        SettingsAction::Get { name } => println!("{}", cli_settings::get(&conn, &name).map_err(fail)?),
        SettingsAction::Set { name, value } => {
            let stored = cli_settings::set(&mut conn, &name, &value).map_err(fail)?;
            println!("{name} = {stored}");
        }
        SettingsAction::RotateRegistrationKey => {
            let key =
                db::settings::rotate_registration_key(&conn).context("cannot rotate the registration key")?;
            println!("The new registration key is {key}; the old one no longer works.");
        }
        SettingsAction::RotateTokenSecret => {
            db::settings::rotate_token_secret(&conn).context("cannot rotate the token secret")?;
            println!(
                "The token secret was replaced: every admin must log in again (a running site notices within a second)."
            );
        }
    }
    Ok(())
}

/// The password from stdin (`--password-stdin`) or typed twice at a terminal prompt.
fn read_new_password(from_stdin: bool) -> Result<String, CliError> {
    if from_stdin {
        let mut input = String::new();
        std::io::stdin()
            .read_to_string(&mut input)
            .context("cannot read the password from standard input")?;
        let line = input.strip_suffix('\n').unwrap_or(&input);
        return Ok(line.strip_suffix('\r').unwrap_or(line).to_owned());
    }
    if !std::io::stdin().is_terminal() {
        return Err(CliError::Usage(
            "No terminal to ask for the password: pipe it in with --password-stdin.".into(),
        ));
    }
    let first = rpassword::prompt_password("Password: ").context("cannot read the password")?;
    let second = rpassword::prompt_password("Repeat the password: ").context("cannot read the password")?;
    if first != second {
        return Err(CliError::Usage("The two passwords do not match; nothing was created.".into()));
    }
    Ok(first)
}
