// vs_3_0 benchmark: world lighting with three shadow cascades chosen by predication, hemisphere ambient and fog
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_tangent v3
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3.xyz
dcl_texcoord3 o4.xyz
dcl_color o5
def c4, 0.0, 1.0, 0.5, -0.5
// c0-c3 view-projection, c5-c7 world, c8-c11 light matrix cascade 0, c12-c15 cascade 1, c16-c19 cascade 2
// c20 split distances, c21 eye, c22 sun dir, c23 sky, c24 ground, c25 fog (start, 1/range), c26 uv transform
m4x3 r0.xyz, v0, c5
mov r0.w, c4.y
m4x4 r1, r0, c0
mov o0, r1
m3x3 r2.xyz, v1, c5
nrm r3.xyz, r2
m3x3 r4.xyz, v3, c5
nrm r5.xyz, r4
mov o3.xyz, r3
mov o4.xyz, r5
// cascade selection by view depth
mov r6, c20
setp_lt p0.xy, r1.w, r6
m4x4 r7, r0, c16             // far cascade by default
(p0.y) m4x4 r7, r0, c12
(p0.x) m4x4 r7, r0, c8
mov r8.x, c4.y
(p0.y) mov r8.x, c4.z
(p0.x) mov r8.x, c4.x
// to texture space
mul r9.x, r7.x, c4.z
mul r9.y, r7.y, c4.w
mad r9.xy, r7.w, c4.z, r9
mov r9.z, r7.z
mov r9.w, r7.w
mov o2, r9
// hemisphere ambient and sun
mad_sat r10.x, r3.y, c4.z, c4.z
mov r11, c24
lrp r12, r10.x, c23, r11
dp3_sat r13.x, r3, -c22
mov r12.w, r13.x
// fog
add r14.xyz, c21, -r0
dp3 r14.w, r14, r14
rsq r15.x, r14.w
rcp r15.y, r15.x
add r15.z, r15.y, -c25.x
mul_sat r15.z, r15.z, c25.y
mov o5, r12
// texture coordinates, cascade index and fog packed
mad r16.xy, v2, c26, c26.zwzw
mov r16.z, r8.x
mov r16.w, r15.z
mov o1, r16
