// vs_2_0: nrm and crs building a binormal from normal and tangent, handedness in tangent.w
vs_2_0
dcl_position v0
dcl_normal v1
dcl_tangent v2
dcl_texcoord0 v3
m4x4 oPos, v0, c0
mov r0, v1
mov r1, v2
nrm r2.xyz, r0
nrm r3.xyz, r1
crs r4.xyz, r2, r3
mul r4.xyz, r4, v2.w         // flip by handedness
mov oT1.xyz, r3
mov oT2.xyz, r4
mov oT3.xyz, r2
mov oT0.xy, v3
