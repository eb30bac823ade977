// vs_2_x: m3x2, m3x3, m3x4 and crs with vector mova-free transforms
vs_2_x
dcl_position v0
dcl_normal v1
dcl_tangent v2
dcl_texcoord0 v3
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c4
m3x3 r1.xyz, v2, c4
crs r2.xyz, r0, r1
m3x2 r3.xy, v3, c8
m3x4 r4, r2, c10
mov oT0.xy, r3
mov oT1.xyz, r0
mov oT2.xyz, r2
mov oT3, r4
