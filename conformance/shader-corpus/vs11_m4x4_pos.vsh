vs_1_1
def c90, 1, 0, 0, 0
def c91, 0, 1, 0, 0
def c92, 0, 0, 1, 0
def c93, 0, 0, 0, 1
dcl_position v0
dcl_color0 v1
m4x4 oPos, v0, c90
mov oD0, v1
mov oT0, v0
