//! The `agency-site` binary: parse the command line, start logging, run, exit with the contract's code.

use std::process::ExitCode;

use clap::Parser;
use tracing_subscriber::EnvFilter;

use agency_site::cli::{Cli, Command, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
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
