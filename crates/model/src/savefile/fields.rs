//! Reading the fields of a JSON object, with messages that name the field.
//!
//! A [`Fields`] is one object of the file together with its full name (`""` at the top level,
//! `computer`, `review[12]`), so every error it makes says exactly where the fault is. `null` counts
//! as a missing field everywhere.

use serde_json::{Map, Value};

use super::error::SaveError;

/// User text quoted in a message: at most 32 characters, control characters escaped.
pub(super) fn quoted(text: &str) -> String {
    format!("{:?}", clip(text))
}

/// The first 32 characters, with `...` when there were more.
pub(super) fn clip(text: &str) -> String {
    let mut short: String = text.chars().take(32).collect();
    if short.len() < text.len() {
        short.push_str("...");
    }
    short
}

/// A JSON object being read, with its name for messages (`""` for the top level).
pub(super) struct Fields<'a> {
    pub(super) map: &'a Map<String, Value>,
    /// The object's full name: `""` at the top level, `computer`, `review[12]`.
    pub(super) parent: String,
    /// The file's version, named when a field is unknown.
    pub(super) version: u64,
}

impl<'a> Fields<'a> {
    /// The full name of `key`: `computer.color`, or `mode` at the top level.
    pub(super) fn name(&self, key: &str) -> String {
        match self.parent.as_str() {
            "" => key.into(),
            parent => format!("{parent}.{key}"),
        }
    }

    /// A [`SaveError::BadField`] for `key`.
    pub(super) fn bad(&self, key: &str, detail: impl Into<String>) -> SaveError {
        SaveError::field(&self.name(key), detail)
    }

    /// "is a number, expected text".
    pub(super) fn wrong(&self, key: &str, expected: &str, found: &Value) -> SaveError {
        self.bad(key, format!("it is {}, expected {expected}", kind(found)))
    }

    /// The value of `key`; null counts as missing.
    pub(super) fn optional(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|value| !value.is_null())
    }

    /// The value of `key`, which must be there.
    pub(super) fn required(&self, key: &str) -> Result<&'a Value, SaveError> {
        self.optional(key)
            .ok_or_else(|| self.bad(key, "it is missing"))
    }

    /// A text field.
    pub(super) fn text(&self, key: &str) -> Result<&'a str, SaveError> {
        let value = self.required(key)?;
        value.as_str().ok_or_else(|| self.wrong(key, "text", value))
    }

    /// A true-or-false field.
    pub(super) fn flag(&self, key: &str) -> Result<bool, SaveError> {
        let value = self.required(key)?;
        value
            .as_bool()
            .ok_or_else(|| self.wrong(key, "true or false", value))
    }

    /// A list of texts.
    pub(super) fn list(&self, key: &str) -> Result<Vec<&'a str>, SaveError> {
        let value = self.required(key)?;
        let items = value
            .as_array()
            .ok_or_else(|| self.wrong(key, "a list", value))?;
        let entry = |(i, item): (usize, &'a Value)| {
            item.as_str().ok_or_else(|| {
                let detail = format!("entry {} is {}, expected text", i + 1, kind(item));
                self.bad(key, detail)
            })
        };
        items.iter().enumerate().map(entry).collect()
    }

    /// An object field.
    pub(super) fn object(&self, key: &str) -> Result<Fields<'a>, SaveError> {
        let value = self.required(key)?;
        match value.as_object() {
            Some(map) => Ok(self.child(self.name(key), map)),
            None => Err(self.wrong(key, "an object", value)),
        }
    }

    /// `map`, an object inside this one, under its full `name`.
    pub(super) fn child(&self, name: String, map: &'a Map<String, Value>) -> Fields<'a> {
        Fields {
            map,
            parent: name,
            version: self.version,
        }
    }

    /// Refuses any key not in `allowed`.
    pub(super) fn only(&self, allowed: &[&str]) -> Result<(), SaveError> {
        match self.map.keys().find(|key| !allowed.contains(&key.as_str())) {
            None => Ok(()),
            Some(key) => Err(self.bad(
                &clip(key),
                format!(
                    "it is not a field of an E-Thello save (version {})",
                    self.version
                ),
            )),
        }
    }
}

/// The kind of a JSON value, for messages.
pub(super) fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}
