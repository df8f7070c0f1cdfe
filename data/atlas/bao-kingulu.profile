# Bao Kingulu (docs/rules/bao-kingulu.md) in the blocks of the rule sheets, to compare its rules with the sheets'
# (the atlas, notebook 15): not a playable game. The engine `bao-kingulu` plays it; what no block says is a line
# "unexpressed NAME meaning", one difference from every game without it.
game bao-kingulu
title Bao Kingulu
about two rows, relay sowing, captures from an empty own hole, kuweka mtoto
source Karl Klamroth, Der Kiswahili-Baospiel, 1911

board rows=2 holes=6                                                          [K1]
start seeds=4                                                                 [K1b]
sowing direction=CCW laps=RELAY origin=SOW                                    [K2]
capture where=OWN when=EMPTY take=OPPOSITE seed=WITH to=STORE                 [K4b]
end when=NO_LEGAL_MOVES                                                       [K7]
seeds-left to=OWNER                                                           [K8]
winner by=MOST_SEEDS                                                          [K8]
unexpressed reserved-holes a last seed in an opponent's hole of three conquers it for good (kuweka mtoto, K3, K4d)
unexpressed first-lap-restriction a first lap may not end in an occupied hole of the mover's row (K5)
