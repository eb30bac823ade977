// vs_2_0: world-space reflection vector for cube-map lookup in oT1
vs_2_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4          // world position
m3x3 r1.xyz, v1, c4          // world normal
add r2.xyz, r0, -c8          // incident = position - eye
nrm r3.xyz, r2
nrm r4.xyz, r1
dp3 r5.x, r3, r4
add r5.x, r5.x, r5.x
mad oT1.xyz, r4, -r5.x, r3   // I - 2 (I.N) N
mov oT0.xy, v2
