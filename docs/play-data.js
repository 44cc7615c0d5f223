// The frames docs/play.html plays, drawn by docs/draw.cpp from the solver's
// own search step; the stuck game's from a search that backs up. Do not
// edit: cmake --build --preset run --target docs
const ROCKS_PLAY = {
"palette": {"ink": "#212529", "muted": "#495057", "walk": "#c2410c", "edge": "#ced4da", "refused": "#c92a2a", "taken": "#237032", "visited": "#ffe8cc", "covered": "#1864ab", "empty": "#d0ebff", "card": "#ffffff", "page": "#f8f9fa"},
"corners": {"OOO": [70, 150], "XOO": [260, 150], "OXO": [70, 340], "XXO": [260, 340], "OOX": [165, 55], "XOX": [355, 55], "OXX": [165, 245], "XXX": [355, 245]},
"limits": {"largest_played": 5, "min_n": 1, "max_n": 15},
"search": {
"1": [
{"kind": "start", "state": "O", "from": "O", "tried": []},
{"kind": "move", "state": "X", "from": "O", "tried": [[0, "X", "new", 0]]},
{"kind": "close", "state": "O", "from": "X", "tried": [[0, "O", "start", 0]]}
],
"2": [
{"kind": "start", "state": "OO", "from": "OO", "tried": []},
{"kind": "move", "state": "XO", "from": "OO", "tried": [[0, "XO", "new", 0]]},
{"kind": "move", "state": "XX", "from": "XO", "tried": [[0, "OO", "visited", 0], [1, "XX", "new", 0]]},
{"kind": "move", "state": "OX", "from": "XX", "tried": [[0, "OX", "new", 0]]},
{"kind": "close", "state": "OO", "from": "OX", "tried": [[0, "XX", "visited", 2], [1, "OO", "start", 0]]}
],
"3": [
{"kind": "start", "state": "OOO", "from": "OOO", "tried": []},
{"kind": "move", "state": "XOO", "from": "OOO", "tried": [[0, "XOO", "new", 0]]},
{"kind": "move", "state": "XXO", "from": "XOO", "tried": [[0, "OOO", "visited", 0], [1, "XXO", "new", 0]]},
{"kind": "move", "state": "OXO", "from": "XXO", "tried": [[0, "OXO", "new", 0]]},
{"kind": "move", "state": "OXX", "from": "OXO", "tried": [[0, "XXO", "visited", 2], [1, "OOO", "visited", 0], [2, "OXX", "new", 0]]},
{"kind": "move", "state": "XXX", "from": "OXX", "tried": [[0, "XXX", "new", 0]]},
{"kind": "move", "state": "XOX", "from": "XXX", "tried": [[0, "OXX", "visited", 4], [1, "XOX", "new", 0]]},
{"kind": "move", "state": "OOX", "from": "XOX", "tried": [[0, "OOX", "new", 0]]},
{"kind": "close", "state": "OOO", "from": "OOX", "tried": [[0, "XOX", "visited", 6], [1, "OXX", "visited", 4], [2, "OOO", "start", 0]]}
],
"4": [
{"kind": "start", "state": "OOOO", "from": "OOOO", "tried": []},
{"kind": "move", "state": "XOOO", "from": "OOOO", "tried": [[0, "XOOO", "new", 0]]},
{"kind": "move", "state": "XXOO", "from": "XOOO", "tried": [[0, "OOOO", "visited", 0], [1, "XXOO", "new", 0]]},
{"kind": "move", "state": "OXOO", "from": "XXOO", "tried": [[0, "OXOO", "new", 0]]},
{"kind": "move", "state": "OXXO", "from": "OXOO", "tried": [[0, "XXOO", "visited", 2], [1, "OOOO", "visited", 0], [2, "OXXO", "new", 0]]},
{"kind": "move", "state": "XXXO", "from": "OXXO", "tried": [[0, "XXXO", "new", 0]]},
{"kind": "move", "state": "XOXO", "from": "XXXO", "tried": [[0, "OXXO", "visited", 4], [1, "XOXO", "new", 0]]},
{"kind": "move", "state": "OOXO", "from": "XOXO", "tried": [[0, "OOXO", "new", 0]]},
{"kind": "move", "state": "OOXX", "from": "OOXO", "tried": [[0, "XOXO", "visited", 6], [1, "OXXO", "visited", 4], [2, "OOOO", "visited", 0], [3, "OOXX", "new", 0]]},
{"kind": "move", "state": "XOXX", "from": "OOXX", "tried": [[0, "XOXX", "new", 0]]},
{"kind": "move", "state": "XXXX", "from": "XOXX", "tried": [[0, "OOXX", "visited", 8], [1, "XXXX", "new", 0]]},
{"kind": "move", "state": "OXXX", "from": "XXXX", "tried": [[0, "OXXX", "new", 0]]},
{"kind": "move", "state": "OXOX", "from": "OXXX", "tried": [[0, "XXXX", "visited", 10], [1, "OOXX", "visited", 8], [2, "OXOX", "new", 0]]},
{"kind": "move", "state": "XXOX", "from": "OXOX", "tried": [[0, "XXOX", "new", 0]]},
{"kind": "move", "state": "XOOX", "from": "XXOX", "tried": [[0, "OXOX", "visited", 12], [1, "XOOX", "new", 0]]},
{"kind": "move", "state": "OOOX", "from": "XOOX", "tried": [[0, "OOOX", "new", 0]]},
{"kind": "close", "state": "OOOO", "from": "OOOX", "tried": [[0, "XOOX", "visited", 14], [1, "OXOX", "visited", 12], [2, "OOXX", "visited", 8], [3, "OOOO", "start", 0]]}
],
"5": [
{"kind": "start", "state": "OOOOO", "from": "OOOOO", "tried": []},
{"kind": "move", "state": "XOOOO", "from": "OOOOO", "tried": [[0, "XOOOO", "new", 0]]},
{"kind": "move", "state": "XXOOO", "from": "XOOOO", "tried": [[0, "OOOOO", "visited", 0], [1, "XXOOO", "new", 0]]},
{"kind": "move", "state": "OXOOO", "from": "XXOOO", "tried": [[0, "OXOOO", "new", 0]]},
{"kind": "move", "state": "OXXOO", "from": "OXOOO", "tried": [[0, "XXOOO", "visited", 2], [1, "OOOOO", "visited", 0], [2, "OXXOO", "new", 0]]},
{"kind": "move", "state": "XXXOO", "from": "OXXOO", "tried": [[0, "XXXOO", "new", 0]]},
{"kind": "move", "state": "XOXOO", "from": "XXXOO", "tried": [[0, "OXXOO", "visited", 4], [1, "XOXOO", "new", 0]]},
{"kind": "move", "state": "OOXOO", "from": "XOXOO", "tried": [[0, "OOXOO", "new", 0]]},
{"kind": "move", "state": "OOXXO", "from": "OOXOO", "tried": [[0, "XOXOO", "visited", 6], [1, "OXXOO", "visited", 4], [2, "OOOOO", "visited", 0], [3, "OOXXO", "new", 0]]},
{"kind": "move", "state": "XOXXO", "from": "OOXXO", "tried": [[0, "XOXXO", "new", 0]]},
{"kind": "move", "state": "XXXXO", "from": "XOXXO", "tried": [[0, "OOXXO", "visited", 8], [1, "XXXXO", "new", 0]]},
{"kind": "move", "state": "OXXXO", "from": "XXXXO", "tried": [[0, "OXXXO", "new", 0]]},
{"kind": "move", "state": "OXOXO", "from": "OXXXO", "tried": [[0, "XXXXO", "visited", 10], [1, "OOXXO", "visited", 8], [2, "OXOXO", "new", 0]]},
{"kind": "move", "state": "XXOXO", "from": "OXOXO", "tried": [[0, "XXOXO", "new", 0]]},
{"kind": "move", "state": "XOOXO", "from": "XXOXO", "tried": [[0, "OXOXO", "visited", 12], [1, "XOOXO", "new", 0]]},
{"kind": "move", "state": "OOOXO", "from": "XOOXO", "tried": [[0, "OOOXO", "new", 0]]},
{"kind": "move", "state": "OOOXX", "from": "OOOXO", "tried": [[0, "XOOXO", "visited", 14], [1, "OXOXO", "visited", 12], [2, "OOXXO", "visited", 8], [3, "OOOOO", "visited", 0], [4, "OOOXX", "new", 0]]},
{"kind": "move", "state": "XOOXX", "from": "OOOXX", "tried": [[0, "XOOXX", "new", 0]]},
{"kind": "move", "state": "XXOXX", "from": "XOOXX", "tried": [[0, "OOOXX", "visited", 16], [1, "XXOXX", "new", 0]]},
{"kind": "move", "state": "OXOXX", "from": "XXOXX", "tried": [[0, "OXOXX", "new", 0]]},
{"kind": "move", "state": "OXXXX", "from": "OXOXX", "tried": [[0, "XXOXX", "visited", 18], [1, "OOOXX", "visited", 16], [2, "OXXXX", "new", 0]]},
{"kind": "move", "state": "XXXXX", "from": "OXXXX", "tried": [[0, "XXXXX", "new", 0]]},
{"kind": "move", "state": "XOXXX", "from": "XXXXX", "tried": [[0, "OXXXX", "visited", 20], [1, "XOXXX", "new", 0]]},
{"kind": "move", "state": "OOXXX", "from": "XOXXX", "tried": [[0, "OOXXX", "new", 0]]},
{"kind": "move", "state": "OOXOX", "from": "OOXXX", "tried": [[0, "XOXXX", "visited", 22], [1, "OXXXX", "visited", 20], [2, "OOOXX", "visited", 16], [3, "OOXOX", "new", 0]]},
{"kind": "move", "state": "XOXOX", "from": "OOXOX", "tried": [[0, "XOXOX", "new", 0]]},
{"kind": "move", "state": "XXXOX", "from": "XOXOX", "tried": [[0, "OOXOX", "visited", 24], [1, "XXXOX", "new", 0]]},
{"kind": "move", "state": "OXXOX", "from": "XXXOX", "tried": [[0, "OXXOX", "new", 0]]},
{"kind": "move", "state": "OXOOX", "from": "OXXOX", "tried": [[0, "XXXOX", "visited", 26], [1, "OOXOX", "visited", 24], [2, "OXOOX", "new", 0]]},
{"kind": "move", "state": "XXOOX", "from": "OXOOX", "tried": [[0, "XXOOX", "new", 0]]},
{"kind": "move", "state": "XOOOX", "from": "XXOOX", "tried": [[0, "OXOOX", "visited", 28], [1, "XOOOX", "new", 0]]},
{"kind": "move", "state": "OOOOX", "from": "XOOOX", "tried": [[0, "OOOOX", "new", 0]]},
{"kind": "close", "state": "OOOOO", "from": "OOOOX", "tried": [[0, "XOOOX", "visited", 30], [1, "OXOOX", "visited", 28], [2, "OOXOX", "visited", 24], [3, "OOOXX", "visited", 16], [4, "OOOOO", "start", 0]]}
]
},
"stuck": [
{"kind": "start", "state": "OOO", "from": "OOO", "tried": []},
{"kind": "move", "state": "OOX", "from": "OOO", "tried": [[2, "OOX", "new", 0]]},
{"kind": "move", "state": "XOX", "from": "OOX", "tried": [[0, "XOX", "new", 0]]},
{"kind": "move", "state": "XOO", "from": "XOX", "tried": [[2, "XOO", "new", 0]]},
{"kind": "move", "state": "XXO", "from": "XOO", "tried": [[1, "XXO", "new", 0]]},
{"kind": "move", "state": "OXO", "from": "XXO", "tried": [[0, "OXO", "new", 0]]},
{"kind": "move", "state": "OXX", "from": "OXO", "tried": [[2, "OXX", "new", 0]]},
{"kind": "move", "state": "XXX", "from": "OXX", "tried": [[0, "XXX", "new", 0]]},
{"kind": "back", "state": "OXX", "from": "XXX", "tried": [[0, "OXX", "visited", 6], [1, "XOX", "visited", 2], [2, "XXO", "visited", 4]]},
{"kind": "back", "state": "OXO", "from": "OXX", "tried": [[0, "XXX", "explored", 0], [1, "OOX", "visited", 1], [2, "OXO", "visited", 5]]},
{"kind": "back", "state": "XXO", "from": "OXO", "tried": [[2, "OXX", "explored", 0], [0, "XXO", "visited", 4], [1, "OOO", "visited", 0]]},
{"kind": "move", "state": "XXX", "from": "XXO", "tried": [[0, "OXO", "explored", 0], [1, "XOO", "visited", 3], [2, "XXX", "new", 0]]},
{"kind": "move", "state": "OXX", "from": "XXX", "tried": [[0, "OXX", "new", 0]]},
{"kind": "move", "state": "OXO", "from": "OXX", "tried": [[0, "XXX", "visited", 5], [1, "OOX", "visited", 1], [2, "OXO", "new", 0]]},
{"kind": "close", "state": "OOO", "from": "OXO", "tried": [[0, "XXO", "visited", 4], [1, "OOO", "start", 0]]}
]
};
