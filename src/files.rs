//! Files the site writes besides its database (exports, backups, a restored database): private
//! from their first byte, written beside their final place and renamed there, so a reader never
//! meets half a file. `ops` (the owner's commands) and `backups` (the server's own) share them.

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::Context;

/// Creates (or empties) `path`, readable by its owner only from the start: nobody can open it
/// in the moment between its creation and a later change of its permissions.
pub fn create_private(path: &Path) -> anyhow::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(path).with_context(|| format!("cannot create {}", path.display()))?;
    // A file that already existed keeps its mode through open: restrict it too.
    owner_only(path)?;
    Ok(file)
}

/// Exports and backups hold the agency's leads and maybe secrets: only the owner may read them.
pub fn owner_only(path: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
            .with_context(|| format!("cannot restrict the permissions of {}", path.display()))?;
    }
    Ok(())
}

/// `dir/.name.tmp-<pid>` beside `path`, on the same file system so the rename is atomic.
pub fn temporary_beside(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "export".into());
    path.with_file_name(format!(".{name}.tmp-{}", std::process::id()))
}

/// Flushes the entries of the folder holding `path` to disk: after a rename, the new name
/// survives a power cut only once its folder is synced.
pub fn sync_folder_of(path: &Path) -> anyhow::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    File::open(dir)
        .and_then(|d| d.sync_all())
        .with_context(|| format!("cannot flush the folder {} to disk", dir.display()))
}
