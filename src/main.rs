//! The `agency-site` binary: parse the command line, start logging, run, exit with the contract's code.

use std::process::ExitCode;

use clap::Parser;
use tracing_subscriber::EnvFilter;

use agency_site::cli::{Cli, Command, run};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => err.exit(), // --help and --version print and exit 0
        Err(err) => {
            // The contract's one sentence: clap's first line, and where to look.
            let text = err.to_string();
            let first = text.lines().next().unwrap_or("invalid command line").trim_start_matches("error: ");
            eprintln!("error: {first} (see agency-site --help)");
            return ExitCode::from(2);
        }
    };
    // The server logs requests; one-shot commands stay quiet unless something is wrong.
    let default = if matches!(cli.command, Command::Serve(_)) { "info,refinery_core=warn" } else { "warn" };
    let filter = EnvFilter::try_from_env("AGENCY_LOG").unwrap_or_else(|_| EnvFilter::new(default));
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).init();

    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            err.exit_code()
        }
    }
}
