//! The local SMTP sink the notification tests start: a minimal server on 127.0.0.1 that records
//! each message and command it is sent, and can fail the first attempts, temporarily or for good.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One message the sink accepted.
#[derive(Debug, Clone)]
pub struct Mail {
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    /// The message as sent (headers and encoded body), dot-stuffing undone.
    pub raw: String,
}

impl Mail {
    fn headers_and_body(&self) -> (&str, &str) {
        self.raw.split_once("\r\n\r\n").expect("a blank line after the headers")
    }

    /// A header's value, unfolded; None when absent.
    pub fn header(&self, name: &str) -> Option<String> {
        let (headers, _) = self.headers_and_body();
        let unfolded = headers.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.split("\r\n").find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim().to_owned())
        })
    }

    /// The body decoded from its Content-Transfer-Encoding, with `\n` line ends.
    pub fn text(&self) -> String {
        let (_, body) = self.headers_and_body();
        let encoding = self.header("Content-Transfer-Encoding").unwrap_or_default().to_ascii_lowercase();
        let bytes = match encoding.as_str() {
            "quoted-printable" => quoted_printable(body),
            "base64" => base64(body),
            _ => body.as_bytes().to_vec(),
        };
        String::from_utf8(bytes).expect("a UTF-8 body").replace("\r\n", "\n")
    }
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'=' if bytes[i + 1..].starts_with(b"\r\n") => i += 3, // a soft line break
            b'=' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("hex");
                out.push(u8::from_str_radix(hex, 16).expect("a quoted-printable escape"));
                i += 3;
            }
            b'=' => i = bytes.len(), // a soft break at the very end
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}

fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        let value = ALPHABET.iter().position(|a| *a == c).expect("a base64 character") as u32;
        buffer = (buffer << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    out
}

/// How the sink answers the first few attempts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fail {
    Never,
    /// Answer this many MAIL FROM commands with `451` (temporary) first.
    MailTemporarily(usize),
    /// Answer this many DATA commands with `451` (temporary) first.
    DataTemporarily(usize),
    /// Answer every MAIL FROM with `550` (permanent).
    MailPermanently,
}

#[derive(Default)]
struct SinkState {
    mails: Vec<(Instant, Mail)>,
    /// Every command received, in order, with when it came.
    commands: Vec<(Instant, String)>,
    connections: usize,
}

/// A minimal SMTP server on 127.0.0.1 that records what it is sent.
pub struct Sink {
    pub port: u16,
    state: Arc<Mutex<SinkState>>,
}

impl Sink {
    pub fn start(fail: Fail) -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the sink");
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(SinkState::default()));
        let failures = Arc::new(Mutex::new(match fail {
            Fail::MailTemporarily(n) | Fail::DataTemporarily(n) => n,
            Fail::Never | Fail::MailPermanently => 0,
        }));
        let shared = Arc::clone(&state);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (state, failures) = (Arc::clone(&shared), Arc::clone(&failures));
                std::thread::spawn(move || {
                    let _ = serve_smtp(stream, fail, &state, &failures);
                });
            }
        });
        Sink { port, state }
    }

    pub fn mails(&self) -> Vec<(Instant, Mail)> {
        self.state.lock().unwrap().mails.clone()
    }

    pub fn commands(&self, verb: &str) -> Vec<Instant> {
        let state = self.state.lock().unwrap();
        state
            .commands
            .iter()
            .filter(|(_, c)| c.to_ascii_uppercase().starts_with(verb))
            .map(|(t, _)| *t)
            .collect()
    }

    /// Waits (at most `limit`) until `count` messages arrived; returns them.
    pub fn wait_for(&self, count: usize, limit: Duration) -> Vec<(Instant, Mail)> {
        let deadline = Instant::now() + limit;
        loop {
            let mails = self.mails();
            if mails.len() >= count || Instant::now() > deadline {
                return mails;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn serve_smtp(
    stream: TcpStream,
    fail: Fail,
    state: &Mutex<SinkState>,
    failures: &Mutex<usize>,
) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    state.lock().unwrap().connections += 1;
    let mut writer = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    let mut say = |text: &str| writer.write_all(text.as_bytes());
    say("220 sink.test ESMTP ready\r\n")?;
    let (mut from, mut to) = (String::new(), Vec::new());
    let mut line = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_owned();
        state.lock().unwrap().commands.push((Instant::now(), command.clone()));
        let verb = command.to_ascii_uppercase();
        let take_failure = || {
            let mut left = failures.lock().unwrap();
            let fail_now = *left > 0;
            *left = left.saturating_sub(1);
            fail_now
        };
        if verb.starts_with("EHLO") {
            say("250-sink.test greets you\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n")?;
        } else if verb.starts_with("HELO") || verb.starts_with("NOOP") {
            say("250 OK\r\n")?;
        } else if verb.starts_with("MAIL FROM:") {
            if fail == Fail::MailPermanently {
                say("550 5.7.1 Sender rejected\r\n")?;
            } else if matches!(fail, Fail::MailTemporarily(_)) && take_failure() {
                say("451 4.3.0 Try again later\r\n")?;
            } else {
                from = command["MAIL FROM:".len()..].trim().to_owned();
                to.clear();
                say("250 OK\r\n")?;
            }
        } else if verb.starts_with("RCPT TO:") {
            to.push(command["RCPT TO:".len()..].trim().to_owned());
            say("250 OK\r\n")?;
        } else if verb == "DATA" {
            if matches!(fail, Fail::DataTemporarily(_)) && take_failure() {
                say("451 4.3.0 Try again later\r\n")?;
                continue;
            }
            say("354 End data with <CR><LF>.<CR><LF>\r\n")?;
            let mut raw = String::new();
            loop {
                let mut data = String::new();
                if reader.read_line(&mut data)? == 0 {
                    return Ok(());
                }
                if data == ".\r\n" {
                    break;
                }
                raw.push_str(data.strip_prefix('.').unwrap_or(&data));
            }
            let mail = Mail { mail_from: from.clone(), rcpt_to: to.clone(), raw };
            state.lock().unwrap().mails.push((Instant::now(), mail));
            say("250 OK queued\r\n")?;
        } else if verb.starts_with("RSET") {
            (from, to) = (String::new(), Vec::new());
            say("250 OK\r\n")?;
        } else if verb.starts_with("QUIT") {
            say("221 Bye\r\n")?;
            return Ok(());
        } else {
            say("502 Command not implemented\r\n")?;
        }
    }
}
