vs_1_1
def c40, 0.25, 0.5, 0.75, 1.0
def c41, -1, 2, -3, 4
dcl_position v0
dcl_color0 v1
mov oPos, v0
mul oD0, v1, c40
mad oT0, c41, c40, c40
