//! The owner's hold on admin accounts from the CLI: a password reset ends the admin's sessions at
//! once, and two-factor sign-in is turned off, or carried by an export with secrets.

use rusqlite::{Connection, params};
use serde_json::json;

use crate::helpers::{site, write_json};
use crate::support::{OWNER, OWNER_PASSWORD, Server, create_admin, export_json, run, run_with_stdin};

#[test]
fn a_password_reset_from_the_cli_ends_the_admins_sessions_at_once() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let old = server.token(OWNER, OWNER_PASSWORD);
    assert_eq!(server.get("/api/admin/dashboard", Some(&old)).status, 200);

    let out = run_with_stdin(
        &db,
        &["create-admin", "--username", OWNER, "--reset-password", "--password-stdin"],
        "a-new-password-2\n",
    );
    assert!(out.ok().contains("sessions"), "{}", out.stdout);
    assert_eq!(server.get("/api/admin/dashboard", Some(&old)).status, 401, "the old token is over");
    let fresh = server.token(OWNER, "a-new-password-2");
    assert_eq!(server.get("/api/admin/dashboard", Some(&fresh)).status, 200);
    server.stop();
}

#[test]
fn the_owner_turns_an_admins_two_factor_off_and_exports_carry_it_with_secrets() {
    let (_dir, db) = site();
    create_admin(&db, OWNER, OWNER_PASSWORD);
    // Two-factor on, as the account screen leaves it: a secret and recovery-code hashes.
    let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    let conn = Connection::open(&db).unwrap();
    conn.execute("update users set totp_secret = ?1 where username = ?2", params![secret, OWNER]).unwrap();
    conn.execute(
        "insert into recovery_codes (user_id, code_hash) select id, ?1 from users",
        ["a".repeat(64)],
    )
    .unwrap();

    let exported = export_json(&db, &["--include-secrets"]);
    assert_eq!(exported["users"][0]["totpSecret"], secret);
    assert_eq!(exported["users"][0]["recoveryCodes"], json!(["a".repeat(64)]));
    assert!(
        export_json(&db, &[])["users"][0].get("totpSecret").is_none(),
        "a secret only with --include-secrets"
    );
    let (_other_dir, copy) = site();
    let file = _other_dir.path().join("export.json");
    write_json(&file, &exported);
    run(&copy, &["import", file.to_str().unwrap()]).ok();
    let server = Server::start(&copy);
    let login = server.login(OWNER, OWNER_PASSWORD);
    assert_eq!(login.status, 401);
    assert_eq!(login.json()["totpRequired"], true, "the restored site asks for the code");
    server.stop();

    let out = run(&db, &["disable-totp", "--username", OWNER]);
    assert!(out.ok().contains("Turned two-factor sign-in off"), "{}", out.stdout);
    assert!(out.stdout.contains(&db.canonicalize().unwrap().display().to_string()), "{}", out.stdout);
    let left: i64 = conn.query_row("select count(*) from recovery_codes", [], |r| r.get(0)).unwrap();
    let secret_left: Option<String> =
        conn.query_row("select totp_secret from users", [], |r| r.get(0)).unwrap();
    assert_eq!((left, secret_left), (0, None));
    let server = Server::start(&db);
    assert_eq!(server.login(OWNER, OWNER_PASSWORD).status, 200);
    server.stop();
    let unknown = run(&db, &["disable-totp", "--username", "nobody"]);
    assert!(unknown.error(2).contains("no admin named 'nobody'"));
}
