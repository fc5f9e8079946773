//! The `agency-site` binary: parse the command line, start logging, run, exit with the contract's code.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::CommandFactory;
use clap::error::ErrorKind;
use tracing_subscriber::filter::Targets;

use agency_site::cli::{Cli, Command, run};

fn main() -> ExitCode {
    let cli = match Cli::parse_args() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => err.exit(), // --help and --version print and exit 0
        Err(err) => {
            eprintln!("error: {}", usage_sentence(&err));
            return ExitCode::from(2);
        }
    };
    if !matches!(cli.command, Command::Serve(_)) {
        stop_quietly_when_the_reader_does();
    }
    // The server logs requests; one-shot commands stay quiet unless something is wrong. Colour
    // only for a person at a terminal: a log file or journald gets plain text.
    // AGENCY_LOG is a level, or levels by target (`info,tower_http=debug`): tracing's `Targets`,
    // which needs no regex engine (EnvFilter's span and field filters were never used).
    let default = if matches!(cli.command, Command::Serve(_)) { "info" } else { "warn" };
    let filter = std::env::var("AGENCY_LOG").ok().and_then(|v| v.parse::<Targets>().ok());
    let filter = filter.unwrap_or_else(|| default.parse().unwrap_or_default());
    let colour = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let log = tracing_subscriber::fmt().with_ansi(colour).with_writer(std::io::stderr).finish();
    tracing::subscriber::set_global_default(tracing_subscriber::layer::SubscriberExt::with(log, filter))
        .expect("logging is set up once");

    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            err.exit_code()
        }
    }
}

/// Clap's complaint as the contract's one sentence, naming what is missing or wrong and where to
/// read more: `agency-site create-admin --help` rather than the top-level help.
fn usage_sentence(err: &clap::Error) -> String {
    let (path, command) = command_path();
    let help = format!("see `{path} --help`");
    if err.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        || err.kind() == ErrorKind::MissingSubcommand
    {
        let names: Vec<String> =
            command.get_subcommands().filter(|c| !c.is_hide_set()).map(|c| c.get_name().to_owned()).collect();
        return format!("`{path}` needs a command: {} ({help})", names.join(", "));
    }
    // The first paragraph, its lines joined: "the following required arguments were not
    // provided: --username <NAME>".
    let text = err.render().to_string();
    let first = text.split("\n\n").next().unwrap_or("invalid command line");
    let sentence = first.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ");
    let sentence = sentence.trim_start_matches("error: ").trim_end_matches('.');
    let tips: Vec<&str> = text.lines().filter_map(|l| l.trim().strip_prefix("tip: ")).collect();
    match tips.is_empty() {
        true => format!("{sentence} ({help})"),
        false => format!("{sentence} ({}; {help})", tips.join("; ")),
    }
}

/// The subcommands named on the command line, as a path (`agency-site settings`), and the last.
fn command_path() -> (String, clap::Command) {
    let mut command = Cli::command();
    let mut path = vec![command.get_name().to_owned()];
    for arg in std::env::args().skip(1) {
        let Some(sub) = command.find_subcommand(&arg).cloned() else { continue };
        path.push(sub.get_name().to_owned());
        command = sub;
    }
    (path.join(" "), command)
}

/// Rust ignores SIGPIPE, so a reader that stops early (`export | head`) made the next write fail
/// with "error: Broken pipe" and exit 1. A one-shot command now ends as `cat` does, quietly, by
/// the signal; `serve` keeps ignoring it, since a visitor who hangs up must not stop the site.
fn stop_quietly_when_the_reader_does() {
    // SAFETY: called on the main thread before any other starts; SIG_DFL is a valid disposition.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
