# Bao la Kimasai in two phases (docs/rules/kimasai-two-phase.md) in the blocks of the rule sheets, to compare its
# rules with the sheets' (the atlas, notebook 15): not a playable game. The engine `kimasai-two-phase` plays it; the
# raid of T6b is written as a capture from the opposite hole sown on from an occupied own hole, and what no block
# says is a line "unexpressed NAME meaning", one difference from every game without it.
game kimasai-two-phase
title Bao la Kimasai (two phases)
about four rows, a reserve of cows brought in, then relay sowing with raids
source Moinget Ole Kuney, told to Bruce MacKay, 2001

board rows=4 holes=8                                                          [T1]
start seeds=1                                                                 [T2]
sowing direction=CW laps=RELAY                                                [T3]
capture where=OWN when=COUNT counts={2,3,4,5,6,7,8,9} take=OPPOSITE to=SOW    [T6b]
end when=NO_LEGAL_MOVES                                                       [T8b]
seeds-left to=NONE                                                            [T7]
winner by=LAST_MOVER                                                          [T8b]
unexpressed reserve each player brings in 24 cows from a reserve, one a turn, before any raid (T2, T4, T5)
unexpressed inner-row-start only the inner rows hold cows at the start (T2)
unexpressed inner-row-loss a player whose inner row is empty loses (T7)
