vs_1_1
dcl_position v0
dcl_normal v4
mov oPos, v0
m3x4 r0, v4, c2
mov oD0, r0
mov oT0, -r0
