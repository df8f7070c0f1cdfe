package org.baolab.sheet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.baolab.core.CommonOptions;
import org.baolab.core.OptionSpec;

/**
 * Reads the text of a rule sheet ({@code .sowing}) into a {@link Sheet}, or refuses it with one
 * {@link SheetException} naming the line, the column, the block, what is wrong and what is valid. The format: one
 * statement a line, {@code #} starts a comment; a header ({@code game ID}, {@code title}, {@code about},
 * {@code source}), options ({@code option NAME = DEFAULT [MIN..MAX] ["what it changes"]}) and blocks
 * ({@code BLOCK param=value ... [RULE]}, a value {@code $NAME} being an option's).
 */
final class SheetParser {

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final Pattern OPTION_NAME = Pattern.compile("[a-z][A-Za-z0-9]{0,39}");
    private static final Pattern RULE = Pattern.compile("[A-Za-z][A-Za-z0-9.-]{0,15}");
    private static final Pattern OPTION = Pattern.compile(
            "option\\s+(\\S+)\\s*=\\s*(\\S+)(?:\\s+(-?\\d{1,9})\\.\\.(-?\\d{1,9}))?(?:\\s+\"([^\"]*)\")?\\s*");
    private static final List<String> HEADER = List.of("game", "title", "about", "source", "option");
    /** Parameters that shape the board or the kind of game itself: fixed in a sheet, never options. */
    private static final List<String> FIXED = List.of("board rows", "board stores", "winner by");

    private final String source;
    private final String text;
    private String id;
    private String title;
    private String about;
    private final List<String> sources = new ArrayList<>();
    private final List<Declared> declared = new ArrayList<>();
    private final List<Sheet.Use> blocks = new ArrayList<>();
    private final Map<Sheet.Use, Map<String, Integer>> columns = new HashMap<>();

    /** An option as written, before its type is known from the parameters that use it. */
    private record Declared(String name, String value, Integer min, Integer max, String description, int line,
                            int column) {
    }

    private SheetParser(String text, String source) {
        this.text = text;
        this.source = source;
    }

    /** Parses a sheet; {@code source} names it in messages. */
    static Sheet parse(String text, String source) {
        SheetParser p = new SheetParser(text, source);
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            p.line(lines[i], i + 1);
        }
        return p.finish();
    }

    private SheetException error(int line, int column, String block, String what) {
        return new SheetException(source, line, column, block, what);
    }

    // ---- one line ----

    private void line(String raw, int n) {
        String line = stripComment(raw, n);
        int indent = 0;
        while (indent < line.length() && Character.isWhitespace(line.charAt(indent))) {
            indent++;
        }
        String body = line.strip();
        if (body.isEmpty()) {
            return;
        }
        String word = body.split("\\s+", 2)[0];
        String rest = body.substring(word.length()).strip();
        switch (word) {
            case "game" -> id = header(word, rest, id, n, indent);
            case "title" -> title = header(word, rest, title, n, indent);
            case "about" -> about = header(word, rest, about, n, indent);
            case "source" -> sources.add(header(word, rest, null, n, indent));
            case "option" -> option(body, n, indent);
            default -> block(word, body, n, indent);
        }
    }

    /** The line without its comment: a {@code #} outside quotes starts one. */
    private String stripComment(String raw, int n) {
        boolean quoted = false;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == '#' && !quoted) {
                return raw.substring(0, i);
            } else if (Character.isISOControl(c) && c != '\t') {
                throw error(n, i + 1, null, "a control character (code " + (int) c + ") has no place in a sheet");
            }
        }
        if (quoted) {
            throw error(n, raw.indexOf('"') + 1, null, "a quotation is opened and not closed on this line");
        }
        return raw;
    }

    private String header(String word, String rest, String earlier, int n, int indent) {
        if (indent > 0) {
            throw error(n, 1, null, "a statement starts at the beginning of its line");
        }
        if (earlier != null) {
            throw error(n, 1, null, word + " is given twice: keep one");
        }
        String value = rest.length() >= 2 && rest.startsWith("\"") && rest.endsWith("\"")
                ? rest.substring(1, rest.length() - 1) : rest;
        if (value.isBlank()) {
            throw error(n, word.length() + 2, null, word + " needs a value, as in '" + word + " "
                    + (word.equals("game") ? "my-game" : "text") + "'");
        }
        if (word.equals("game") && !ID.matcher(value).matches()) {
            throw error(n, word.length() + 2, null, "the game id " + Sheets.quote(value)
                    + " is not valid: lower-case letters and digits in words joined by '-', such as ayoayo or kalah-sheet");
        }
        return value;
    }

    private void option(String body, int n, int indent) {
        Matcher m = OPTION.matcher(body);
        if (indent > 0 || !m.matches()) {
            throw error(n, indent + 1, null, "an option is written option NAME = DEFAULT [MIN..MAX] [\"what it changes\"],"
                    + " such as option seedsPerPit = 4 1..20 \"seeds in every hole\"");
        }
        String name = m.group(1);
        if (!OPTION_NAME.matcher(name).matches()) {
            throw error(n, indent + m.start(1) + 1, null, "the option name " + Sheets.quote(name)
                    + " is not valid: a lower-case letter, then letters and digits (camelCase), such as seedsPerPit");
        }
        for (OptionSpec common : CommonOptions.with()) {
            if (common.name().equals(name)) {
                throw error(n, indent + m.start(1) + 1, null, "option " + name + " is one every game has (rule C10):"
                        + " choose another name");
            }
        }
        for (Declared d : declared) {
            if (d.name.equals(name)) {
                throw error(n, indent + m.start(1) + 1, null, "option " + name + " is declared on line " + d.line
                        + " and again on line " + n + ": keep one");
            }
        }
        Integer min = m.group(3) == null ? null : Integer.valueOf(m.group(3));
        Integer max = m.group(4) == null ? null : Integer.valueOf(m.group(4));
        if (min != null && min > max) {
            throw error(n, indent + m.start(3) + 1, null, "the range " + min + ".." + max + " is empty: write MIN..MAX");
        }
        declared.add(new Declared(name, m.group(2), min, max, m.group(5), n, indent + m.start(2) + 1));
    }

    // ---- a block ----

    private void block(String word, String body, int n, int indent) {
        Block block = Block.of(word);
        if (block == null) {
            throw error(n, indent + 1, null, "unknown block " + Sheets.quote(word) + ": known blocks are "
                    + Block.words() + ", and the statements " + String.join(", ", HEADER));
        }
        if (indent > 0) {
            throw error(n, 1, word, "a block starts at the beginning of its line");
        }
        String rule = null;
        Map<String, Sheet.Value> values = new LinkedHashMap<>();
        Map<String, Integer> at = new HashMap<>();
        int pos = word.length();
        while (pos < body.length()) {
            while (pos < body.length() && Character.isWhitespace(body.charAt(pos))) {
                pos++;
            }
            if (pos >= body.length()) {
                break;
            }
            int end = pos;
            while (end < body.length() && !Character.isWhitespace(body.charAt(end))) {
                end++;
            }
            String token = body.substring(pos, end);
            int column = indent + pos + 1;
            if (rule != null) {
                throw error(n, column, word, "the rule id [" + rule + "] ends the block: nothing may follow it");
            }
            if (token.startsWith("[")) {
                rule = ruleId(token, n, column, word);
            } else {
                parameter(block, token, values, at, n, column);
            }
            pos = end;
        }
        Sheet.Use use = new Sheet.Use(block, values, rule, n);
        columns.put(use, at);
        blocks.add(use);
    }

    private String ruleId(String token, int n, int column, String word) {
        String id = token.endsWith("]") ? token.substring(1, token.length() - 1) : null;
        if (id == null || !RULE.matcher(id).matches()) {
            throw error(n, column, word, "a rule id is written in brackets at the end of the block, such as [OW3];"
                    + " not " + Sheets.quote(token));
        }
        return id;
    }

    private void parameter(Block block, String token, Map<String, Sheet.Value> values, Map<String, Integer> at, int n,
                           int column) {
        int eq = token.indexOf('=');
        if (eq <= 0 || eq == token.length() - 1) {
            throw error(n, column, block.word(), "expected param=value or a rule id [ID], got " + Sheets.quote(token)
                    + "; the parameters of " + block.word() + " are " + block.paramNames());
        }
        String name = token.substring(0, eq);
        String value = token.substring(eq + 1);
        Param param = block.param(name);
        if (param == null) {
            throw error(n, column, block.word(), "unknown parameter " + Sheets.quote(name) + ": the parameters of "
                    + block.word() + " are " + block.paramNames());
        }
        if (values.containsKey(name)) {
            throw error(n, column, block.word(), name + " is given twice: keep one");
        }
        at.put(name, column);
        if (value.startsWith("$")) {
            values.put(name, new Sheet.Value(null, value.substring(1)));
            return;
        }
        try {
            values.put(name, new Sheet.Value(param.read(value), null));
        } catch (IllegalArgumentException e) {
            throw error(n, column + eq + 1, block.word(), e.getMessage());
        }
    }

    // ---- the sheet as a whole ----

    private Sheet finish() {
        if (id == null) {
            throw error(0, 0, null, "a sheet names its game first: a line game ID, such as game ayoayo");
        }
        checkOptionsNamed();
        List<Sheet.Option> options = new ArrayList<>();
        for (Declared d : declared) {
            options.add(new Sheet.Option(typed(d), d.line));
        }
        Sheet sheet = new Sheet(id, title != null ? title : id, about != null ? about : "a sowing game from a rule sheet",
                List.copyOf(sources), List.copyOf(options), List.copyOf(blocks), text, source);
        new SheetChecks(source, columns).check(sheet);
        return sheet;
    }

    /** An option's type, read off the parameters that use it: each must take its default and its range. */
    private OptionSpec typed(Declared d) {
        Param type = null;
        for (Sheet.Use use : blocks) {
            for (Map.Entry<String, Sheet.Value> e : use.values().entrySet()) {
                if (!d.name.equals(e.getValue().option())) {
                    continue;
                }
                Param p = use.block().param(e.getKey());
                int column = columns.get(use).get(e.getKey());
                String block = use.block().word();
                if (FIXED.contains(block + " " + p.name()) || p.kind() == Param.Kind.SET) {
                    throw error(use.line(), column, block, p.name() + " cannot be an option: write its value");
                }
                if (type != null && (type.kind() != p.kind() || type.words() != p.words())) {
                    throw error(use.line(), column, block, "option " + d.name + " is " + type.range()
                            + " where it is used before, but " + p.name() + " takes " + p.range());
                }
                type = p;
                checkRange(d, p, use.line(), column, block);
            }
        }
        if (type == null) {
            throw error(d.line, d.column, null, "option " + d.name + " is declared but no block uses it: write $"
                    + d.name + " as a parameter's value");
        }
        return spec(d, type);
    }

    /** The option's default and declared range must be values of the parameter {@code p}. */
    private void checkRange(Declared d, Param p, int line, int column, String block) {
        Object value;
        try {
            value = p.read(d.value);
        } catch (IllegalArgumentException e) {
            throw error(d.line, d.column, null, "option " + d.name + " (used by " + block + " " + p.name()
                    + " on line " + line + "): " + e.getMessage());
        }
        if (p.kind() != Param.Kind.INT && d.min != null) {
            throw error(d.line, d.column, null, "option " + d.name + " is " + p.kind().name().toLowerCase()
                    + " (" + p.range() + "): a range MIN..MAX is for whole numbers only");
        }
        if (d.min != null && (d.min < p.min() || d.max > p.max() || (Integer) value < d.min || (Integer) value > d.max)) {
            throw error(d.line, d.column, null, "option " + d.name + " ranges over " + d.min + ".." + d.max
                    + " with default " + value + ": " + block + " " + p.name() + " on line " + line + " takes "
                    + p.range() + ", and the default lies in the range");
        }
    }

    private static OptionSpec spec(Declared d, Param p) {
        String meaning = d.description != null ? d.description : p.meaning();
        return switch (p.kind()) {
            case INT -> new OptionSpec.Int(d.name, Integer.valueOf(d.value), d.min != null ? d.min : p.min(),
                    d.max != null ? d.max : p.max(), meaning);
            case BOOL -> new OptionSpec.Bool(d.name, Boolean.valueOf(d.value), meaning);
            default -> new OptionSpec.Choice(d.name, (Enum<?>) p.read(d.value), meaning);
        };
    }

    /** Each option a block names is declared. */
    private void checkOptionsNamed() {
        for (Sheet.Use use : blocks) {
            for (Map.Entry<String, Sheet.Value> e : use.values().entrySet()) {
                String option = e.getValue().option();
                if (option != null && declared.stream().noneMatch(d -> d.name.equals(option))) {
                    throw error(use.line(), columns.get(use).get(e.getKey()), use.block().word(), "$" + option
                            + " names no option: declare it with option " + option + " = DEFAULT"
                            + (declared.isEmpty() ? "" : ", or use one of $" + String.join(", $",
                            declared.stream().map(Declared::name).toList())));
                }
            }
        }
    }
}
