package org.baolab.sheet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.baolab.core.OptionSpec;

/**
 * A game's rules as blocks, for comparing games: the blocks of its rule sheet, each parameter at its value under
 * the standard rules (an option's default), and the rules the blocks cannot say, by name. A game with a sheet has
 * the profile of its sheet ({@link #of(Sheet)}); a game without one is described by a profile file
 * ({@link #read}): a rule sheet of the blocks that say what they can of it, with a line {@code unexpressed NAME
 * meaning} for each rule they cannot (Bao Kingulu's reserved holes, the stepping of Bao la Kimasai).
 *
 * <p>{@link #distance} counts the differences: a block in one game and not the other counts 1, a block in both
 * counts 1 per parameter whose value differs, and each unexpressed rule of one game that the other lacks counts 1.
 * The blocks that may come more than once ({@code capture}, {@code end}) are matched as sets: identical uses pair
 * first, the rest pair in the order written, and any left over count 1 each.
 *
 * @param id the game's id
 * @param blocks its blocks in the order written, each with every parameter's value (defaults filled in)
 * @param unexpressed the rules no block says, by name, sorted
 */
public record RuleProfile(String id, List<BlockValues> blocks, List<String> unexpressed) {

    private static final Pattern UNEXPRESSED = Pattern.compile("^unexpressed\\s+([a-z][a-z0-9-]*)(\\s.*)?$");

    /** Copies the lists. */
    public RuleProfile {
        blocks = List.copyOf(blocks);
        unexpressed = List.copyOf(new TreeSet<>(unexpressed));
    }

    /**
     * One block of a profile with the value of each of its parameters.
     *
     * @param block which block
     * @param values every parameter's value by name, in the block's order
     */
    public record BlockValues(Block block, Map<String, Object> values) {

        /** Copies the map. */
        public BlockValues {
            values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        /** The parameters whose values differ from another use of the same block. */
        List<String> differences(BlockValues other) {
            List<String> differ = new ArrayList<>();
            values.forEach((name, v) -> {
                if (!Objects.equals(v, other.values.get(name))) {
                    differ.add(block.word() + " " + name + ": " + text(v) + " / " + text(other.values.get(name)));
                }
            });
            return differ;
        }

        /** The block as a sheet line with every parameter: {@code sowing direction=CCW laps=SINGLE ...}. */
        @Override
        public String toString() {
            StringBuilder s = new StringBuilder(block.word());
            values.forEach((name, v) -> s.append(' ').append(name).append('=').append(text(v)));
            return s.toString();
        }
    }

    /** The profile of a rule sheet under its standard rules. */
    public static RuleProfile of(Sheet sheet) {
        Map<String, Object> defaults = new LinkedHashMap<>();
        for (Sheet.Option o : sheet.options()) {
            OptionSpec spec = o.spec();
            defaults.put(spec.name(), spec.defaultValue());
        }
        List<BlockValues> blocks = new ArrayList<>();
        for (Sheet.Use use : sheet.blocks()) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (Param p : use.block().params()) {
                Sheet.Value v = use.values().get(p.name());
                values.put(p.name(), v == null ? p.defaultValue() : v.option() == null ? v.constant() : defaults.get(v.option()));
            }
            blocks.add(new BlockValues(use.block(), values));
        }
        return new RuleProfile(sheet.id(), blocks, List.of());
    }

    /**
     * Reads a profile file: a rule sheet (every block checked as in any sheet) with lines
     * {@code unexpressed NAME meaning} for the rules no block says.
     *
     * @param source names the text in messages
     * @throws SheetException where the sheet is not valid, naming the line
     */
    public static RuleProfile read(String text, String source) {
        List<String> unexpressed = new ArrayList<>();
        StringBuilder sheet = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            Matcher m = UNEXPRESSED.matcher(line.strip());
            if (m.matches()) {
                unexpressed.add(m.group(1));
                line = "";
            }
            sheet.append(line).append('\n');
        }
        RuleProfile blocks = of(SheetParser.parse(sheet.toString(), source));
        return new RuleProfile(blocks.id(), blocks.blocks(), unexpressed);
    }

    /** How many blocks, parameters and unexpressed rules differ between the two games (see the class comment). */
    public int distance(RuleProfile other) {
        return differences(other).size();
    }

    /**
     * The differences, one a line for people: {@code sowing laps: RELAY / SINGLE}, {@code extra-turn: - / yes},
     * {@code unexpressed reserved-holes: yes / -}; this game's side first.
     */
    public List<String> differences(RuleProfile other) {
        List<String> differ = new ArrayList<>();
        for (Block b : Block.values()) {
            differ.addAll(differences(b, uses(b), other.uses(b)));
        }
        TreeSet<String> all = new TreeSet<>(unexpressed);
        all.addAll(other.unexpressed);
        for (String name : all) {
            boolean here = unexpressed.contains(name);
            if (here != other.unexpressed.contains(name)) {
                differ.add("unexpressed " + name + ": " + (here ? "yes / -" : "- / yes"));
            }
        }
        return differ;
    }

    private List<BlockValues> uses(Block b) {
        return blocks.stream().filter(u -> u.block() == b).toList();
    }

    /** Identical uses pair first, the rest in the order written; a use left over is one difference. */
    private static List<String> differences(Block b, List<BlockValues> mine, List<BlockValues> theirs) {
        List<BlockValues> a = new ArrayList<>(mine);
        List<BlockValues> rest = new ArrayList<>(theirs);
        a.removeIf(use -> rest.remove(use));
        List<String> differ = new ArrayList<>();
        for (int i = 0; i < Math.max(a.size(), rest.size()); i++) {
            if (i >= rest.size()) {
                differ.add(a.get(i) + ": yes / -");
            } else if (i >= a.size()) {
                differ.add(rest.get(i) + ": - / yes");
            } else {
                differ.addAll(a.get(i).differences(rest.get(i)));
            }
        }
        return differ;
    }

    /** A parameter's value as a sheet writes it; a set of counts as {@code {2,3}}. */
    private static String text(Object v) {
        if (v instanceof Long bits) {
            StringBuilder s = new StringBuilder("{");
            for (int i = 0; i < 64; i++) {
                if ((bits >>> i & 1) != 0) {
                    s.append(s.length() > 1 ? "," : "").append(i);
                }
            }
            return s.append('}').toString();
        }
        return Sheets.format(v);
    }
}
