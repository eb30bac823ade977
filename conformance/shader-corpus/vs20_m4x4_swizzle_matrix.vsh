vs_2_0
dcl_position v0
dcl_normal v4
mov oPos, v0
m4x4 r0, v0.yxzw, c4
m3x3 r1.xyz, -v4, c8
mov r1.w, c0.x
mov oD0, r0
mov oT0, r1
