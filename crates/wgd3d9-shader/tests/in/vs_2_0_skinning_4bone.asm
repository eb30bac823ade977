// vs_2_0: four-bone matrix-palette skinning with mova and 4x3 bone matrices at c[a0.x + 20]
vs_2_0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_texcoord0 v4
def c4, 3.0, 1.0, 0.0, 0.0
mul r0, v2, c4.x             // bone indices * 3
mova a0.x, r0.x
m4x3 r1.xyz, v0, c[a0.x + 20]
m3x3 r2.xyz, v3, c[a0.x + 20]
mul r1.xyz, r1, v1.x
mul r2.xyz, r2, v1.x
mova a0.x, r0.y
m4x3 r3.xyz, v0, c[a0.x + 20]
m3x3 r4.xyz, v3, c[a0.x + 20]
mad r1.xyz, r3, v1.y, r1
mad r2.xyz, r4, v1.y, r2
mova a0.x, r0.z
m4x3 r3.xyz, v0, c[a0.x + 20]
m3x3 r4.xyz, v3, c[a0.x + 20]
mad r1.xyz, r3, v1.z, r1
mad r2.xyz, r4, v1.z, r2
dp3 r5.x, v1, c4.yyy         // w0 + w1 + w2
add r5.x, -r5.x, c4.y        // w3 = 1 - (w0 + w1 + w2)
mova a0.x, r0.w
m4x3 r3.xyz, v0, c[a0.x + 20]
m3x3 r4.xyz, v3, c[a0.x + 20]
mad r1.xyz, r3, r5.x, r1
mad r2.xyz, r4, r5.x, r2
mov r1.w, c4.y
m4x4 oPos, r1, c0
nrm r6.xyz, r2
dp3 r7.x, r6, c8
max oD0, r7.x, c4.z
mov oT0.xy, v4
