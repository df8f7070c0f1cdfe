package org.baolab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

/** A run of the command line in-process, with what it printed. */
record CliRun(int status, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = BaoLab.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(status, out.toString(), err.toString());
    }

    List<String> lines() {
        return out.isEmpty() ? List.of() : Arrays.asList(out.split("\n"));
    }
}
