import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A function of the tree, by where it starts and how many lines it spans (first to last). */
export interface FunctionSpan {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** The TypeScript sources under each folder, in path order (declaration files left out). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if (
    (ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node) ||
      ts.isFunctionExpression(node)) &&
    node.name
  )
    return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  // An arrow or function expression takes the name it is given: `const f = () => ...`, `{ f: () => ... }`.
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  return '(anonymous)';
}

/** Every function-like node with a body in one file: declarations, expressions, arrows, methods. */
export function functionSpans(file: string, root: string): FunctionSpan[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({
        file: relative(root, file),
        line: first + 1,
        name: nameOf(node, source),
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** The functions of the folders longer than maxLines, longest first. */
export function longFunctions(root: string, folders: readonly string[], maxLines: number): FunctionSpan[] {
  return sourceFiles(root, folders)
    .flatMap((file) => functionSpans(file, root))
    .filter((span) => span.lines > maxLines)
    .sort((a, b) => b.lines - a.lines);
}

// `npx tsx tests/house/functionLength.ts [lines]`: the list, for a look before the test fails.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const maxLines = Number(process.argv[2] ?? 150);
  for (const span of longFunctions(process.cwd(), ['server', 'src'], maxLines))
    console.log(`${String(span.lines).padStart(4)}  ${span.file}:${span.line}  ${span.name}`);
}
