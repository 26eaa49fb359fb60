//! Modules import one way inside every crate of the workspace, which cargo cannot check (it keeps
//! the crates themselves one way: docs/design.md, "Crates"): no module imports, directly or through
//! others, a module that imports it, a parent module counted like any other (a parent that uses its
//! children must not define what they import: that goes to a leaf module). Also, among siblings: the
//! page's handlers in `ui` do not import each other (they share the model, the job model and the
//! small steps of `ops`, nothing else), and the page's runtime is imported by nobody.
//!
//! Also: the page's element ids live in one list (`ui::ids`), the one `index.html` has.
//!
//! Read from the source, comments and strings left out: every path that starts with `crate::`,
//! `self::` or `super::` (in a `use` or anywhere in the code), and every path that starts with the
//! name of a child module or of a name the module imports, is resolved to the module that defines
//! what it names (a module's imports, `pub` or not, are followed, so `crate::Board` is an import of
//! `board` when the crate root re-exports `board::Board`). Each is an edge of the crate's module
//! graph; a strongly connected component of more than one module is a cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path in its crate, `""` for the crate root (`"search::split"`).
type Module = String;

/// A crate's modules: each module's children, the names its imports bring in (name to the path
/// they stand for, from the crate root), and the paths its code names (from the crate root).
#[derive(Default)]
struct Crate {
    children: BTreeMap<Module, BTreeSet<String>>,
    aliases: BTreeMap<Module, BTreeMap<String, Vec<String>>>,
    paths: BTreeMap<Module, Vec<Vec<String>>>,
}

/// The module graph of the crate whose root file is `root` (relative to the workspace): each
/// module with the modules it imports.
fn graph(root: &str) -> BTreeMap<Module, BTreeSet<Module>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(root);
    let mut krate = Crate::default();
    read_module(&mut krate, &root, String::new());
    let mut graph = BTreeMap::new();
    for (module, paths) in &krate.paths {
        let edges: BTreeSet<Module> = paths
            .iter()
            .filter_map(|p| resolve(&krate, p, 0))
            .filter(|m| m != module)
            .collect();
        graph.insert(module.clone(), edges);
    }
    graph
}

/// Reads the module `module` from `file`, then its children (`mod name;`) from their files.
fn read_module(krate: &mut Crate, file: &Path, module: Module) {
    let code = code_only(&fs::read_to_string(file).unwrap());
    let dir = match file.file_name().unwrap().to_str().unwrap() {
        "lib.rs" | "main.rs" | "mod.rs" => file.parent().unwrap().to_path_buf(),
        _ => file.with_extension(""),
    };
    let children = declared_children(&code);
    krate
        .children
        .insert(module.clone(), children.iter().cloned().collect());
    krate.paths.entry(module.clone()).or_default();
    for (depth, tree) in statements(&code) {
        read_use(krate, &module, &base_of(&module, depth), &tree);
    }
    let names = krate.aliases_of(&module);
    for (depth, path) in free_paths(&code, &children, &names) {
        if let Some(full) = krate.full_path(&module, &base_of(&module, depth), &path) {
            krate.paths.entry(module.clone()).or_default().push(full);
        }
    }
    for child in children {
        let path = [
            dir.join(format!("{child}.rs")),
            dir.join(&child).join("mod.rs"),
        ]
        .into_iter()
        .find(|p| p.exists());
        let Some(path) = path else { continue };
        let name = match module.as_str() {
            "" => child.clone(),
            m => format!("{m}::{child}"),
        };
        read_module(krate, &path, name);
    }
}

/// The segment that marks a path outside the crate.
const EXTERN: &str = "#extern";

impl Crate {
    /// The names the imports of `module` bring in.
    fn aliases_of(&self, module: &str) -> BTreeSet<String> {
        self.aliases
            .get(module)
            .map(|a| a.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// `path`, written in `module` (whose `self` is `base`), from the crate root: through
    /// `crate`, `self`, `super`, a child module, or a name the module imports (whose path it
    /// stands for). `None` for a path that starts with none of them (an external crate's).
    fn full_path(&self, module: &str, base: &[String], path: &[String]) -> Option<Vec<String>> {
        let first = path.first()?.as_str();
        if ["crate", "self", "super"].contains(&first) {
            return Some(absolute(base, path));
        }
        if let Some(target) = self.aliases.get(module).and_then(|a| a.get(first)) {
            let mut full = target.clone();
            full.extend(path[1..].iter().cloned());
            return Some(full);
        }
        let child = self.children.get(module).is_some_and(|c| c.contains(first));
        child.then(|| absolute(base, path))
    }
}

/// The module `depth` inline modules deep in `module` seen from inside: the base of `self::`
/// (`super::` goes one up from it). Inline modules (`mod tests { ... }`) are counted as their file's
/// module, so this is `module` with `depth` markers that [`absolute`] strips first.
fn base_of(module: &str, depth: usize) -> Vec<String> {
    let mut base: Vec<String> = match module {
        "" => Vec::new(),
        m => m.split("::").map(String::from).collect(),
    };
    base.extend(std::iter::repeat_n("#inline".to_string(), depth));
    base
}

/// `path` made absolute from `base` (the module it is written in): `crate::a` is `[a]`, `self::a`
/// is the base and `a`, `super::a` its parent and `a`, a plain `a` the base and `a`. Inline
/// modules' markers are dropped at the end.
fn absolute(base: &[String], path: &[String]) -> Vec<String> {
    let mut at: Vec<String> = base.to_vec();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            at.clear();
            rest = &path[1..];
        }
        Some("self") => rest = &path[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        at.pop();
        rest = &rest[1..];
    }
    at.extend(rest.iter().cloned());
    at.retain(|s| s != "#inline");
    at
}

/// The module that `path` (from the crate root) names or defines an item of: its longest prefix
/// that is a module, through the imports of the module where it stops (up to a few hops).
/// `None` for a path outside the crate.
fn resolve(krate: &Crate, path: &[String], hops: usize) -> Option<Module> {
    if path.first().is_some_and(|s| s == EXTERN) {
        return None;
    }
    let mut module = String::new();
    for (i, segment) in path.iter().enumerate() {
        let children = krate.children.get(&module)?;
        if children.contains(segment) {
            module = match module.as_str() {
                "" => segment.clone(),
                m => format!("{m}::{segment}"),
            };
            continue;
        }
        let alias = krate.aliases.get(&module).and_then(|a| a.get(segment));
        if let Some(target) = alias.filter(|_| hops < 8) {
            let mut full = target.clone();
            full.extend(path[i + 1..].iter().cloned());
            return resolve(krate, &full, hops + 1);
        }
        return Some(module);
    }
    Some(module)
}

/// The child modules `code` declares (`mod name;`, any visibility, any attributes).
fn declared_children(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in code.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(at) = words.iter().position(|w| *w == "mod") {
            if let Some(name) = words.get(at + 1).and_then(|w| w.strip_suffix(';')) {
                names.push(name.to_string());
            }
        }
    }
    // The `internal!` macro of the engine declares `mod name;` inside its braces.
    names.sort();
    names.dedup();
    names
}

/// Every `use` statement of `code` (its tree, after `use`), with the inline-module depth it is at.
fn statements(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let depths = inline_depths(code);
    let bytes = code.as_bytes();
    let mut i = 0;
    while let Some(found) = code[i..].find("use ") {
        let at = i + found;
        i = at + 4;
        let before = at.checked_sub(1).map(|k| bytes[k] as char);
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        out.push((depths[at], code[at + 4..at + end].to_string()));
        i = at + end;
    }
    out
}

/// Records the imports of one `use` tree written in `module` (whose `self` is `base`): each
/// leaf is a name the module imports and a path its code names.
fn read_use(krate: &mut Crate, module: &str, base: &[String], tree: &str) {
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut leaves = Vec::new();
    expand(&tree, &[], &mut leaves);
    for (path, name) in leaves {
        let full = match krate.full_path(module, base, &path) {
            Some(full) => full,
            // An external crate's (std, serde, ethello_engine).
            None => vec![EXTERN.to_string()],
        };
        if let Some(name) = name.filter(|n| n != "*" && n != "_") {
            let aliases = krate.aliases.entry(module.to_string()).or_default();
            aliases.insert(name, full.clone());
        }
        // An empty path names the crate root itself (`use super::*` in the root's tests, say).
        if full.first().is_none_or(|f| f != EXTERN) {
            krate
                .paths
                .entry(module.to_string())
                .or_default()
                .push(full);
        }
    }
}

/// The leaves of a `use` tree: each path with the name it binds (`None` for a glob).
fn expand(tree: &str, prefix: &[String], out: &mut Vec<(Vec<String>, Option<String>)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = &tree[..open];
        let close = tree.rfind('}').unwrap_or(tree.len());
        let mut base = prefix.to_vec();
        base.extend(segments(head));
        for item in split_top(&tree[open + 1..close]) {
            if item.trim() == "self" {
                let name = base.last().cloned();
                out.push((base.clone(), name));
            } else {
                expand(item, &base, out);
            }
        }
        return;
    }
    let (path, rename) = match tree.split_once(" as ") {
        Some((p, r)) => (p, Some(r.trim().to_string())),
        None => (tree, None),
    };
    let mut full = prefix.to_vec();
    full.extend(segments(path));
    let name = match full.last().map(String::as_str) {
        Some("*") => {
            full.pop();
            Some("*".to_string())
        }
        Some("self") => {
            full.pop();
            full.last().cloned()
        }
        last => rename.or(last.map(String::from)),
    };
    out.push((full, name));
}

/// The segments of `a::b::c` (a leading `::` kept as one).
fn segments(path: &str) -> Vec<String> {
    let path = path.trim();
    let mut out = Vec::new();
    if path.starts_with("::") {
        out.push("::".to_string());
    }
    out.extend(
        path.split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from),
    );
    out
}

/// The items of a brace group, split at the commas outside nested groups.
fn split_top(group: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items.retain(|s| !s.trim().is_empty());
    items
}

/// The paths of `code` outside its `use` statements that start with `crate::`, `self::`,
/// `super::`, a child module in `children` or a name in `aliases`: each with its inline-module
/// depth and its segments (up to the first that is not a name).
fn free_paths(
    code: &str,
    children: &[String],
    aliases: &BTreeSet<String>,
) -> Vec<(usize, Vec<String>)> {
    let depths = inline_depths(code);
    let mut masked = code.to_string();
    for (start, end) in use_spans(code).into_iter().chain(visibility_spans(code)) {
        masked.replace_range(start..end, &" ".repeat(end - start));
    }
    let bytes = masked.as_bytes();
    let is_name = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !is_name(bytes[i]) || (i > 0 && (is_name(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let start = i;
        let mut segs = Vec::new();
        let mut j = i;
        loop {
            let s = j;
            while j < bytes.len() && is_name(bytes[j]) {
                j += 1;
            }
            segs.push(masked[s..j].to_string());
            if masked[j..].starts_with("::")
                && masked[j + 2..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
            {
                j += 2;
            } else {
                break;
            }
        }
        i = j.max(start + 1);
        if segs.len() < 2 && !["crate", "self", "super"].contains(&segs[0].as_str()) {
            continue;
        }
        let first = segs[0].as_str();
        let known = ["crate", "self", "super"].contains(&first)
            || children.iter().any(|c| c == first)
            || aliases.contains(first);
        if known && segs.len() >= 2 {
            out.push((depths[start], segs));
        }
    }
    out
}

/// The byte ranges of the restricted visibilities of `code` (`pub(in crate::ui)`): a path there
/// names where an item is seen, not what it uses.
fn visibility_spans(code: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while let Some(found) = code[i..].find("pub(in ") {
        let at = i + found;
        let end = code[at..].find(')').map_or(code.len(), |e| at + e);
        spans.push((at, end));
        i = end;
    }
    spans
}

/// The byte ranges of the `use` statements of `code`.
fn use_spans(code: &str) -> Vec<(usize, usize)> {
    let bytes = code.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while let Some(found) = code[i..].find("use ") {
        let at = i + found;
        i = at + 4;
        let before = at.checked_sub(1).map(|k| bytes[k] as char);
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        spans.push((at, at + end));
        i = at + end;
    }
    spans
}

/// For each byte of `code`, how many inline modules (`mod name { ... }`) it is inside.
fn inline_depths(code: &str) -> Vec<usize> {
    let mut depths = vec![0; code.len() + 1];
    let (mut braces, mut open) = (0usize, Vec::new());
    // The last two tokens (names, or single punctuation characters).
    let (mut before, mut last, mut word) = (String::new(), String::new(), String::new());
    for (i, c) in code.char_indices() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            if !word.is_empty() {
                before = std::mem::replace(&mut last, std::mem::take(&mut word));
            }
            match c {
                '{' => {
                    braces += 1;
                    let named = last.chars().all(|c| c.is_alphanumeric() || c == '_');
                    if before == "mod" && named && !last.is_empty() {
                        open.push(braces);
                    }
                }
                '}' => {
                    if open.last() == Some(&braces) {
                        open.pop();
                    }
                    braces = braces.saturating_sub(1);
                }
                _ => {}
            }
            if !c.is_whitespace() {
                before = std::mem::replace(&mut last, c.to_string());
            }
        }
        for d in &mut depths[i..i + c.len_utf8()] {
            *d = open.len();
        }
    }
    depths
}

/// `source` with its comments, strings and character literals blanked out (lengths kept, so
/// that byte offsets stay).
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let blank = |c: char, out: &mut String| {
        if c == '\n' {
            out.push('\n');
        } else {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                blank(chars[i], &mut out);
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            loop {
                if i >= chars.len() {
                    break;
                }
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    blank('/', &mut out);
                    blank('*', &mut out);
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    blank('*', &mut out);
                    blank('/', &mut out);
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(chars[i], &mut out);
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('#') || next == Some('"'))
            && raw_string_start(&chars, i)
        {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            let close: String = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let body_start = i + 2 + hashes;
            for &ch in &chars[i..body_start] {
                blank(ch, &mut out);
            }
            i = body_start;
            while i < chars.len()
                && !chars[i..]
                    .iter()
                    .take(close.len())
                    .copied()
                    .eq(close.chars())
            {
                blank(chars[i], &mut out);
                i += 1;
            }
            for _ in 0..close.len().min(chars.len() - i) {
                blank(chars[i], &mut out);
                i += 1;
            }
        } else if c == '"' {
            blank(c, &mut out);
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    blank(chars[i], &mut out);
                    i += 1;
                }
                if i < chars.len() {
                    blank(chars[i], &mut out);
                    i += 1;
                }
            }
            if i < chars.len() {
                blank(chars[i], &mut out);
                i += 1;
            }
        } else if c == '\'' && char_literal_len(&chars, i).is_some() {
            let n = char_literal_len(&chars, i).unwrap();
            for &ch in &chars[i..i + n] {
                blank(ch, &mut out);
            }
            i += n;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// True when `r` at `i` starts a raw string (`r"`, `r#"`), not a name ending in `r`.
fn raw_string_start(chars: &[char], i: usize) -> bool {
    let before = i.checked_sub(1).map(|k| chars[k]);
    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
        return false;
    }
    let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
    chars.get(i + 1 + hashes) == Some(&'"')
}

/// The length of the character literal at `i` (`'a'`, `'\n'`, `'\''`, `'\u{..}'`), or `None` for
/// a lifetime.
fn char_literal_len(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i + 1)? {
        '\\' => {
            let end = (i + 3..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')?;
            Some(end - i + 1)
        }
        _ if chars.get(i + 2) == Some(&'\'') => Some(3),
        _ => None,
    }
}

/// The cycles of `graph`: its strongly connected components of more than one module (Tarjan).
fn cycles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Tarjan<'g> {
        graph: &'g BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<Module>>,
    }
    impl<'g> Tarjan<'g> {
        fn visit(&mut self, v: &'g str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.graph.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !self.graph.contains_key(w) {
                    continue;
                }
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut t = Tarjan {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !t.index.contains_key(v.as_str()) {
            t.visit(v);
        }
    }
    t.found.sort();
    t.found
}

/// Fails with every cycle of the crate at `root`, each with its edges.
fn assert_no_cycles(root: &str) {
    let graph = graph(root);
    let found = cycles(&graph);
    let text: Vec<String> = found
        .iter()
        .map(|c| {
            let edges: Vec<String> = c
                .iter()
                .flat_map(|m| {
                    graph[m]
                        .iter()
                        .filter(|n| c.contains(n))
                        .map(move |n| format!("{} -> {}", name(m), name(n)))
                })
                .collect();
            format!(
                "  {{{}}}: {}",
                c.iter().map(|m| name(m)).collect::<Vec<_>>().join(", "),
                edges.join(", ")
            )
        })
        .collect();
    assert!(
        found.is_empty(),
        "{root}: {} import cycle(s):\n{}",
        found.len(),
        text.join("\n")
    );
}

/// A module's name for messages (`crate` for the root).
fn name(module: &str) -> &str {
    match module {
        "" => "crate",
        m => m,
    }
}

/// True when `graph` has the edge `from -> to`.
fn edge(graph: &BTreeMap<Module, BTreeSet<Module>>, from: &str, to: &str) -> bool {
    graph.get(from).is_some_and(|e| e.contains(to))
}

#[test]
fn the_engine_imports_one_way() {
    let graph = graph("crates/engine/src/lib.rs");
    assert!(
        edge(&graph, "openings", "symmetry"),
        "the reader sees imports"
    );
    assert!(
        edge(&graph, "search::split::deepen", "search::budget"),
        "and crate:: paths"
    );
    assert_no_cycles("crates/engine/src/lib.rs");
}

#[test]
fn every_game_crate_imports_one_way() {
    let cli = graph("src/lib.rs");
    assert!(edge(&cli, "match_cmd", "clock"), "the reader sees imports");
    let ui = graph("crates/ui/src/lib.rs");
    assert!(edge(&ui, "update", "play"), "and plain child paths");
    for root in [
        "src/lib.rs",
        "crates/model/src/lib.rs",
        "crates/ui/src/lib.rs",
        "crates/page/src/lib.rs",
        "crates/worker/src/lib.rs",
    ] {
        assert_no_cycles(root);
    }
}

#[test]
fn the_page_imports_one_way() {
    let graph = graph("crates/page/src/lib.rs");
    assert!(edge(&graph, "view", "apply"), "the reader sees the page");
    for (module, names) in &graph {
        assert!(!names.contains("runtime"), "{module} imports the runtime");
    }
}

#[test]
fn the_page_handlers_do_not_import_each_other() {
    let graph = graph("crates/ui/src/lib.rs");
    let handlers = ["play", "hints", "review", "files", "study", "train", "why"].map(String::from);
    for h in &handlers {
        let others: Vec<_> = graph[h].iter().filter(|n| handlers.contains(n)).collect();
        assert!(others.is_empty(), "{h} imports {others:?}");
    }
}

#[test]
fn the_trainer_imports_one_way() {
    assert_no_cycles("crates/fit/src/main.rs");
}

#[test]
fn the_page_and_the_code_share_one_list_of_element_ids() {
    let html =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("index.html")).unwrap();
    let in_html: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(
        in_html,
        ethello_ui::ids::IN_HTML,
        "index.html and ui::ids differ"
    );
    let mut unique = in_html.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        in_html.len(),
        "an id is used twice in index.html"
    );
    for file in rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/page/src")) {
        let code = fs::read_to_string(&file).unwrap();
        for id in in_html.iter().filter(|id| id.len() > 3) {
            let literal = format!("(\"{id}\"");
            assert!(!code.contains(&literal), "{file:?} names #{id} by hand");
        }
    }
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let set = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<BTreeSet<_>>();
    let mut graph = BTreeMap::new();
    graph.insert("a".to_string(), set(&["b"]));
    graph.insert("b".to_string(), set(&["c"]));
    graph.insert("c".to_string(), set(&["a"]));
    assert_eq!(cycles(&graph), [["a", "b", "c"]]);
    graph.insert("c".to_string(), set(&[]));
    assert!(cycles(&graph).is_empty());
    // A parent that uses its child and defines what the child imports is a cycle.
    graph.insert("".to_string(), set(&["a"]));
    graph.insert("a".to_string(), set(&[""]));
    assert_eq!(cycles(&graph), [["", "a"]]);
}

#[test]
fn the_reader_resolves_paths_as_rust_does() {
    let base = |m: &str| base_of(m, 0);
    let path = |p: &str| p.split("::").map(String::from).collect::<Vec<_>>();
    assert_eq!(
        absolute(&base("search::split"), &path("super::Limits")),
        ["search", "Limits"]
    );
    assert_eq!(
        absolute(&base("search"), &path("self::budget::Budget")),
        ["search", "budget", "Budget"]
    );
    assert_eq!(absolute(&base("a::b"), &path("crate::c")), ["c"]);
    // In a test module inline in `a::b`, `super` is `a::b` itself.
    assert_eq!(
        absolute(&base_of("a::b", 1), &path("super::x")),
        ["a", "b", "x"]
    );
    assert_eq!(
        absolute(&base_of("a::b", 1), &path("super::super::x")),
        ["a", "x"]
    );
    let mut leaves = Vec::new();
    expand(
        "super::{jobs, model::{Job, Model as M}, ops::*}",
        &[],
        &mut leaves,
    );
    let names: Vec<Option<String>> = leaves.iter().map(|(_, n)| n.clone()).collect();
    let names: Vec<Option<&str>> = names.iter().map(|n| n.as_deref()).collect();
    assert_eq!(names, [Some("jobs"), Some("Job"), Some("M"), Some("*")]);
    let code = code_only("let s = \"crate::x\"; // super::y\nlet c = '{'; use crate::z;");
    assert!(!code.contains("crate::x") && !code.contains("super::y") && code.contains("crate::z"));
    assert_eq!(inline_depths("mod t { x }")[8], 1);
}
