//! The page's layers import one way: no module of `src/ui` or of the page (`src/web/page`) imports,
//! directly or through others, a module that imports it; the page's handlers do not import each
//! other (they share the model, the job model and the small steps of `ops`, nothing else); and the
//! two programs of `src/web`, the page and the worker, do not import each other (they share only
//! the leaf `web::clock`).
//!
//! Also: the page's element ids live in one list (`ui::ids`), the one `index.html` has.
//!
//! Read from the source: every `super::name` outside a comment is an import of the sibling `name`
//! (a file in a folder of the same name, like `ui/model/worker.rs`, counts as its parent).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Each module of `dir` with the siblings it names.
fn imports(dir: &str) -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut graph = BTreeMap::new();
    for (module, path) in module_files(&root) {
        let code = fs::read_to_string(&path).unwrap();
        let names = graph.entry(module.clone()).or_insert_with(BTreeSet::new);
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            names.extend(siblings(line).filter(|n| *n != module && n != "mod"));
        }
    }
    let known: BTreeSet<String> = graph.keys().cloned().collect();
    for names in graph.values_mut() {
        names.retain(|n| known.contains(n));
    }
    graph
}

/// The module files under `root`: `name.rs`, and `name/*.rs` as part of `name`.
fn module_files(root: &Path) -> Vec<(String, std::path::PathBuf)> {
    let mut files = Vec::new();
    for entry in fs::read_dir(root).unwrap().map(Result::unwrap) {
        let path = entry.path();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            for inner in fs::read_dir(&path).unwrap().map(Result::unwrap) {
                files.push((stem.clone(), inner.path()));
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push((stem, path));
        }
    }
    files
}

/// The sibling names in one line: `super::name` and each item of `super::{a, b::{c, d}}`.
fn siblings(line: &str) -> impl Iterator<Item = String> + '_ {
    line.match_indices("super::").flat_map(move |(at, _)| {
        let rest = &line[at + "super::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => top_level_items(group),
            None => vec![leading_name(rest)],
        }
    })
}

/// The first name of each item of a brace group (up to its closing brace), nested groups skipped.
fn top_level_items(group: &str) -> Vec<String> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(leading_name(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(leading_name(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    items.retain(|n| !n.is_empty());
    items
}

/// The identifier a path starts with.
fn leading_name(path: &str) -> String {
    let path = path.trim_start();
    let end = path
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(path.len());
    path[..end].to_string()
}

/// A cycle of the graph, if there is one, as its modules in order.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in &graph[node] {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|start| visit(start, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_state_machine_imports_one_way() {
    let graph = imports("src/ui");
    assert!(graph["update"].contains("play"), "the reader sees imports");
    assert_eq!(cycle(&graph), None, "src/ui imports in a circle");
}

#[test]
fn the_page_imports_one_way() {
    let graph = imports("src/web/page");
    assert!(
        graph["view"].contains("review_view"),
        "the reader sees imports"
    );
    assert_eq!(cycle(&graph), None, "src/web/page imports in a circle");
    for (module, names) in &graph {
        assert!(!names.contains("runtime"), "{module} imports the runtime");
    }
}

#[test]
fn the_page_and_the_worker_do_not_import_each_other() {
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web");
    let names = |path: &Path, program: &str| {
        let code = fs::read_to_string(path).unwrap();
        let code: Vec<&str> = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        let code = code.join("\n");
        [format!("web::{program}"), format!("super::{program}")]
            .iter()
            .any(|path| code.contains(path.as_str()))
    };
    for (program, other) in [("page", "worker"), ("worker", "page")] {
        let files = module_files(&web.join(program));
        assert!(files.len() > 2, "the reader sees {program}'s files");
        for (_, path) in files {
            assert!(!names(&path, other), "{path:?} imports the {other}");
        }
    }
    let leaf = web.join("clock.rs");
    assert!(
        !names(&leaf, "page") && !names(&leaf, "worker"),
        "clock is a leaf"
    );
    assert!(
        names(&web.join("worker/jobs.rs"), "clock"),
        "the reader sees the leaf's users"
    );
}

#[test]
fn the_page_handlers_do_not_import_each_other() {
    let graph = imports("src/ui");
    let handlers = ["play", "hints", "review", "files", "study", "train"];
    for h in handlers {
        let others: Vec<_> = graph[h]
            .iter()
            .filter(|n| handlers.contains(&n.as_str()))
            .collect();
        assert!(others.is_empty(), "{h} imports {others:?}");
    }
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
        ethello::ui::ids::IN_HTML,
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
    for file in module_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web")) {
        let code = fs::read_to_string(&file.1).unwrap();
        for id in in_html.iter().filter(|id| id.len() > 3) {
            let literal = format!("(\"{id}\"");
            assert!(!code.contains(&literal), "{:?} names #{id} by hand", file.1);
        }
    }
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let mut graph = BTreeMap::new();
    let set = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<BTreeSet<_>>();
    graph.insert("a".to_string(), set(&["b"]));
    graph.insert("b".to_string(), set(&["c"]));
    graph.insert("c".to_string(), set(&["a"]));
    assert_eq!(cycle(&graph).map(|c| c.len()), Some(3));
    graph.insert("c".to_string(), set(&[]));
    assert_eq!(cycle(&graph), None);
    let line = "use super::{jobs, model::{Job, Model}, ops::say};";
    assert_eq!(siblings(line).collect::<Vec<_>>(), ["jobs", "model", "ops"]);
}
