vs_1_1
dcl_position v0
dcl_normal v4
mov oPos, v0
mov r5, c10
m3x3 r5.xyz, v4, c0
mov oD0, r5
mov oT0, v4
