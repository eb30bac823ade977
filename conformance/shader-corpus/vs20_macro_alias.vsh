vs_2_0
dcl_position v0
dcl_normal v4
mov oPos, v0
mov r0, v4
m3x3 r0.xyz, r0, c0
mov r1, v0
m4x4 r1, r1, c4
mov oD0, r0
mov oT0, r1
