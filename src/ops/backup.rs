//! `backup`: a consistent copy of the live database, taken while the site runs, made the one way
//! every backup is (`backups::copy`: one snapshot, checked with `integrity_check` before it is moved
//! into place, so a reported backup is a sound one).

use std::path::Path;

use crate::ops::{OpsError, Result, open_existing};

pub fn run(db_path: &Path, out: &Path) -> Result<()> {
    crate::ops::check_out(out, "agency-backup.db")?;
    if out.exists() {
        return Err(OpsError::usage(format!(
            "{} already exists: choose a new file name for the backup.",
            out.display()
        )));
    }
    let conn = open_existing(db_path)?;
    let size = crate::backups::copy(&conn, out)?;
    println!("Backed up {} to {} ({size} bytes, integrity check ok).", db_path.display(), out.display());
    Ok(())
}
