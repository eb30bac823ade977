// vs_1_1: the matrix macros m3x2, m3x4 and m4x3 with their required destination masks
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m3x2 r0.xy, v2, c4           // 2D texture transform (two rows)
mov oT0.xy, r0
m3x4 r1, v1, c6              // normal into a 4-row basis
mov oT1, r1
m4x3 r2.xyz, v0, c10         // world position (three rows)
mov oT2.xyz, r2
