package org.baolab.sheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;

/**
 * A parsed rule sheet: the game's id, title, one line about it, its sources, its options and its blocks in the
 * order written, with the text it was read from. {@link SheetParser} makes it; {@link SheetGame} plays it.
 *
 * @param id the game's id
 * @param title the game's name for people
 * @param about one line saying what kind of game it is
 * @param sources the texts the rules come from
 * @param options the options it declares, in order
 * @param blocks its blocks, in order
 * @param text the sheet as written
 * @param source where it was read from, for messages
 */
public record Sheet(String id, String title, String about, List<String> sources, List<Option> options,
                    List<Use> blocks, String text, String source) {

    /**
     * A parameter's value in a block: a constant, or the value of an option under the rules a game is played by.
     *
     * @param constant the value written, or {@code null}
     * @param option the option named with {@code $name}, or {@code null}
     */
    public record Value(Object constant, String option) {

        /** The value under these rules. */
        Object under(Rules rules) {
            return option == null ? constant : rules.get(option);
        }
    }

    /**
     * A block as the sheet uses it.
     *
     * @param block which block
     * @param values the parameters given, by name (the others keep their defaults)
     * @param rule the rule id it implements, or {@code null}
     * @param line its line in the sheet
     */
    public record Use(Block block, Map<String, Value> values, String rule, int line) {

        /** A parameter's value under these rules: given, or its default. */
        Object get(String name, Rules rules) {
            Value v = values.get(name);
            return v == null ? block.param(name).defaultValue() : v.under(rules);
        }

        int integer(String name, Rules rules) {
            return (Integer) get(name, rules);
        }

        boolean bool(String name, Rules rules) {
            return (Boolean) get(name, rules);
        }

        <E extends Enum<E>> E word(String name, Class<E> type, Rules rules) {
            return type.cast(get(name, rules));
        }

        /**
         * How a message names this block's rule: {@code rule KA4}, with the option that set {@code param} when one
         * did ({@code rule OW4, grandSlam=ILLEGAL}), or the block itself where it names no rule.
         */
        String cite(String param, Rules rules) {
            String name = rule != null ? "rule " + rule : "sheet block " + block.word() + ", line " + line;
            Value v = param == null ? null : values.get(param);
            return v != null && v.option() != null ? name + ", " + v.option() + "=" + Sheets.format(v.under(rules)) : name;
        }
    }

    /**
     * An option the sheet declares: a parameter that presets, sweeps and the command line may set.
     *
     * @param spec the option as every game states its options
     * @param line its line in the sheet
     */
    public record Option(OptionSpec spec, int line) {
    }

    /** The blocks of one kind, in order. */
    public List<Use> all(Block block) {
        List<Use> found = new ArrayList<>();
        for (Use u : blocks) {
            if (u.block() == block) {
                found.add(u);
            }
        }
        return found;
    }

    /** The block of one kind, or {@code null} where the sheet has none. */
    public Use first(Block block) {
        for (Use u : blocks) {
            if (u.block() == block) {
                return u;
            }
        }
        return null;
    }

    /** The block of one kind as written, or one with every parameter at its default where the sheet has none. */
    Use orDefault(Block block) {
        Use u = first(block);
        return u != null ? u : new Use(block, Map.of(), null, 0);
    }
}
