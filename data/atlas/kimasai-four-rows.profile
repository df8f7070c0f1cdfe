# Bao la Kimasai on four rows (docs/rules/kimasai-four-rows.md) in the blocks of the rule sheets, to compare its
# rules with the sheets' (the atlas, notebook 15): not a playable game. The engine `kimasai-four-rows` plays it; a
# step of one stone is written as a single lap of one seed, and what no block says is a line "unexpressed NAME
# meaning", one difference from every game without it.
game kimasai-four-rows
title Bao la Kimasai (four rows)
about four rows, one stone a hole, steps into empty holes, captures of a column
source Karl Klamroth, Der Kiswahili-Baospiel, 1911

board rows=4 holes=12                                                         [F1]
start seeds=1                                                                 [F2]
sowing direction=CCW laps=SINGLE                                              [F3]
end when=NO_LEGAL_MOVES                                                       [F5]
end when=REPETITION                                                           [F6]
seeds-left to=NONE                                                            [F5]
winner by=LAST_MOVER                                                          [F5]
unexpressed step-into-empty a move steps one stone into the next hole, only when that hole is empty (F3)
unexpressed column-capture a stone arriving in the front row takes the enemy front stone opposite and the one behind it (F4)
unexpressed start-gap each player's leftmost front hole starts empty (F2)
