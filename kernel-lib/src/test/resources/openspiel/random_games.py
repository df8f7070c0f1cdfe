"""Plays random games of OpenSpiel's mancala (Kalah) and oware for the Java tests, one JSON line each way.

Each request on stdin is {"game": "mancala" | "oware", "params": {...}, "seed": S}; the answer on stdout is the game
played with uniformly random legal actions drawn from random.Random(S): for every state, its player, legal actions
and board, and the action played; then the final board and the returns. The board is OpenSpiel's own: for mancala
its board_ (player 1's store, player 0's houses, player 0's store, player 1's houses); for oware the houses in
OpenSpiel's order and then the two scores. An empty line or the end of stdin stops the driver.
"""
import json
import random
import sys

import pyspiel


def board(state, name, total):
    values = state.observation_tensor(0)
    if name == "mancala":
        return [int(round(v)) for v in values[:14]]
    # oware's observation is each house and score as a share of every seed in play
    return [int(round(v * total)) for v in values]


def play(request):
    name = request["game"]
    params = request.get("params", {})
    game = pyspiel.load_game(name, params)
    total = 2 * params.get("num_houses_per_player", 6) * params.get("num_seeds_per_house", 4)
    rng = random.Random(request["seed"])
    state = game.new_initial_state()
    steps = []
    while not state.is_terminal():
        legal = state.legal_actions()
        action = rng.choice(legal)
        steps.append({"player": state.current_player(), "legal": legal, "board": board(state, name, total),
                      "action": action})
        state.apply_action(action)
    return {"steps": steps, "board": board(state, name, total), "returns": state.returns()}


def main():
    for line in sys.stdin:
        if not line.strip():
            break
        try:
            answer = play(json.loads(line))
        except Exception as e:  # the Java side reports it, with the request
            answer = {"error": type(e).__name__ + ": " + str(e)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
