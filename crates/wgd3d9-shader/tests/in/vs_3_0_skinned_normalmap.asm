// vs_3_0 benchmark: 4-bone skinned character with tangent-space light/view vectors and fog
vs_3_0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_tangent v4
dcl_texcoord0 v5
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2.xyz
dcl_texcoord2 o3.xyz
dcl_texcoord3 o4.xyz
dcl_fog o5
def c4, 3.0, 1.0, 0.0, 0.5
// c0-c3 view-projection, c5 eye, c6 light, c7 fog (unused, end, 1/range), bones from c20 (4x3 each)
mul r0, v2, c4.x
mova a0, r0                  // four bone base registers
mov r10, v1
dp3 r11.x, r10, c4.yyy
add r10.w, -r11.x, c4.y      // fourth weight
mov r12, v0
mov r13, v3
mov r14, v4
// bone 0
m4x3 r1.xyz, r12, c[a0.x + 20]
m3x3 r2.xyz, r13, c[a0.x + 20]
m3x3 r3.xyz, r14, c[a0.x + 20]
mul r1.xyz, r1, r10.x
mul r2.xyz, r2, r10.x
mul r3.xyz, r3, r10.x
// bone 1
m4x3 r4.xyz, r12, c[a0.y + 20]
m3x3 r5.xyz, r13, c[a0.y + 20]
m3x3 r6.xyz, r14, c[a0.y + 20]
mad r1.xyz, r4, r10.y, r1
mad r2.xyz, r5, r10.y, r2
mad r3.xyz, r6, r10.y, r3
// bone 2
m4x3 r4.xyz, r12, c[a0.z + 20]
m3x3 r5.xyz, r13, c[a0.z + 20]
m3x3 r6.xyz, r14, c[a0.z + 20]
mad r1.xyz, r4, r10.z, r1
mad r2.xyz, r5, r10.z, r2
mad r3.xyz, r6, r10.z, r3
// bone 3
m4x3 r4.xyz, r12, c[a0.w + 20]
m3x3 r5.xyz, r13, c[a0.w + 20]
m3x3 r6.xyz, r14, c[a0.w + 20]
mad r1.xyz, r4, r10.w, r1
mad r2.xyz, r5, r10.w, r2
mad r3.xyz, r6, r10.w, r3
mov r1.w, c4.y
m4x4 r7, r1, c0
mov o0, r7
// tangent frame
nrm r8.xyz, r2               // N
nrm r9.xyz, r3               // T
crs r15.xyz, r8, r9          // B = N x T
mul r15.xyz, r15, v4.w       // handedness
// light vector into tangent space
add r16.xyz, c6, -r1
nrm r17.xyz, r16
dp3 o2.x, r17, r9
dp3 o2.y, r17, r15
dp3 o2.z, r17, r8
// view vector into tangent space
add r18.xyz, c5, -r1
nrm r19.xyz, r18
dp3 o3.x, r19, r9
dp3 o3.y, r19, r15
dp3 o3.z, r19, r8
mov o4.xyz, r1
mov o1.xy, v5
// distance fog
dp3 r20.x, r18, r18
rsq r20.y, r20.x
rcp r20.z, r20.y
add r20.w, c7.y, -r20.z
mul_sat o5, r20.w, c7.z
