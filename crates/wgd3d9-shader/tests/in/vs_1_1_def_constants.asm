// vs_1_1: def of several float constants (negative, fractional, large) and negated constant sources
vs_1_1
dcl_position v0
def c90, 1.0, -1.0, 0.5, -0.25
def c91, 1000000.0, 0.000001, -123.456, 3.0
def c95, 0.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mul r0, v0, c90
add r0, r0, -c91
mul r0, r0, c90.zzzz
add r0, r0, -c95
mov oD0, r0
