// ps_3_0 benchmark: normal mapping with a blended detail normal, specular map, rim light, emissive and alpha test
ps_3_0
dcl_texcoord0 v0             // uv (xy), detail uv (zw)
dcl_texcoord1 v1.xyz         // tangent-space light
dcl_texcoord2 v2.xyz         // tangent-space view
dcl_color0 v3                // vertex colour
dcl_texcoord3 v4             // second light vector (xyz), fog factor (w)
dcl_2d s0                    // albedo + alpha
dcl_2d s1                    // normal map
dcl_2d s2                    // detail normal
dcl_2d s3                    // specular (rgb) + emissive mask (a)
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.33, 48.0, 3.0, 0.5
// c2 light colour, c3 ambient, c4 rim colour, c5 emissive colour, c6 second light colour, c7 fog colour
texld r0, v0, s0
add r1, r0.w, -c1.x
texkill r1                   // alpha test
texld r2, v0, s1
mov r3.xy, v0.zw
texld r4, r3, s2
texld r5, v0, s3
mad r2.xyz, r2, c0.x, c0.y
mad r4.xyz, r4, c0.x, c0.y
add r6.xy, r2, r4            // whiteout-style detail blend
mul r6.z, r2.z, r4.z
nrm r7.xyz, r6               // N
nrm r8.xyz, v1               // L
nrm r9.xyz, v2               // V
dp3 r10.x, r7, r8
mad_sat r10.y, r10.x, c1.w, c1.w   // half-Lambert
mul r10.y, r10.y, r10.y
add r11.xyz, r8, r9
nrm r12.xyz, r11
dp3_sat r10.z, r7, r12
pow r10.w, r10.z, c1.y
cmp r10.w, r10.x, r10.w, c0.z      // no specular facing away
dp3_sat r13.x, r7, r9
add r13.x, c0.w, -r13.x
pow r13.y, r13.x, c1.z             // rim
mul r14.xyz, r10.y, c2
add r14.xyz, r14, c3
mul r15.xyz, r0, r14
mul r15.xyz, r15, v3
mul r16.xyz, r10.w, c2
mad r15.xyz, r16, r5, r15
mad r15.xyz, r13.y, c4, r15
mul r17.xyz, r5.w, c5
mad r15.xyz, r17, r0, r15
// second light
nrm r18.xyz, v4
dp3_sat r19.x, r7, r18
add r20.xyz, r18, r9
nrm r21.xyz, r20
dp3_sat r19.y, r7, r21
pow r19.z, r19.y, c1.y
mul r22.xyz, r19.x, c6
mul r22.xyz, r22, r0
mul r23.xyz, r19.z, c6
mad r22.xyz, r23, r5, r22
add r15.xyz, r15, r22
// fog
mov r24, c7
lrp r15.xyz, v4.w, r24, r15
mul r15.w, r0.w, v3.w
mov oC0, r15
