package org.baolab.notebook;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import org.dflib.jjava.jupyter.kernel.comm.Comm;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
import org.dflib.jjava.jupyter.messages.comm.CommOpenCommand;

/**
 * The kernel's end of a {@link LiveBoard}'s comm: the script opens it naming its board, and every message it sends
 * is a request that the board answers with its state. Runs on the kernel's shell thread, between cells.
 */
final class BoardComm extends Comm {

    private final LiveBoard board;

    private BoardComm(CommManager manager, String id, String target, LiveBoard board) {
        super(manager, id, target);
        this.board = board;
    }

    /** Registers the {@link LiveBoard#TARGET} comm target with a kernel's comm manager. */
    static void register(CommManager comms) {
        comms.registerTarget(LiveBoard.TARGET, BoardComm::open);
    }

    private static Comm open(CommManager manager, String id, String target, Message<CommOpenCommand> message) {
        JsonObject data = message.getContent().getData();
        JsonElement boardId = data == null ? null : data.get("board");
        LiveBoard board = boardId != null && boardId.isJsonPrimitive() ? LiveBoard.byId(boardId.getAsString()) : null;
        BoardComm comm = new BoardComm(manager, id, target, board);
        JsonObject first = new JsonObject();
        first.addProperty("action", "state");
        comm.answer(first);
        return comm;
    }

    @Override
    protected void onMessage(Message<CommMsgCommand> message) {
        JsonObject data = message.getContent().getData();
        answer(data == null ? new JsonObject() : data);
    }

    private void answer(JsonObject request) {
        if (board == null) {
            JsonObject gone = new JsonObject();
            gone.addProperty("error", "This board's match is not in the running kernel (it was restarted, or the"
                    + " board is from another session): run the cell again to play.");
            send(gone);
            return;
        }
        send(board.handle(request));
    }

    @Override
    protected void onClose(Message<CommCloseCommand> message, boolean sending) {
        // the board stays: the cell's output may open a new comm to it when the notebook is shown again
    }
}
