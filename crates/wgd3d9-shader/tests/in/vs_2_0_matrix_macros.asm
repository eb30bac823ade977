// vs_2_0: all five matrix macros m3x2, m3x3, m3x4, m4x3, m4x4
vs_2_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c8
m3x2 r2.xy, v2, c12
m3x4 r3, v1, c16
mov oT0.xyz, r0
mov oT1.xyz, r1
mov oT2.xy, r2
mov oT3, r3
