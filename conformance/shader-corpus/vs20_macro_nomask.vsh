vs_2_0
dcl_position v0
dcl_normal v4
dcl_texcoord0 v3
m4x4 r0, v0, c0
m4x3 r1, v0, c4
m3x3 r2, v4, c8
m3x2 r3, v3, c12
m3x4 r4, v4, c16
add r0, r0, r1
add r2, r2, r3
add r0, r0, r4
mov oPos, v0
mov oD0, r0
mov oT0, r2
