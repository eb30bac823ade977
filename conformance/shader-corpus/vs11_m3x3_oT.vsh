vs_1_1
dcl_position v0
dcl_normal v1
dcl_tangent v2
mov oPos, v0
m3x3 oT0, v1, c0
m3x3 oD0, v2, c4
