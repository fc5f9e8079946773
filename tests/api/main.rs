//! The HTTP API through real requests: one test binary, a module per resource.

mod helpers;

mod health;
