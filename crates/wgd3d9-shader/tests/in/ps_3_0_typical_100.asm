// ps_3_0 benchmark (~100 instructions): normal-mapped surface, sun with 4-tap shadow, two point lights, hemisphere ambient, cube reflection, exponential fog and gamma
ps_3_0
dcl_texcoord0 v0.xy          // uv
dcl_texcoord1 v1.xyz         // world position
dcl_texcoord2 v2.xyz         // world normal
dcl_texcoord3 v3             // world tangent, w = handedness
dcl_texcoord4 v4             // shadow-map projective coordinates
dcl_2d s0                    // albedo
dcl_2d s1                    // normal map
dcl_2d s2                    // specular colour (rgb), gloss (a)
dcl_2d s3                    // shadow map
dcl_cube s4                  // environment
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.5, 64.0, 0.25, 0.0
def c2, 0.0009765625, 0.0, 0.0, 0.0
def c15, 0.0, 0.0009765625, 0.0, 0.0
def c16, 0.0009765625, 0.0009765625, 0.0, 0.0
def c17, 0.96, 0.04, 0.4545454, 0.0
// c3 eye, c4 sun direction, c5 sun colour, c6/c8 point light position (w = 1/r^2), c7/c9 colour
// c10 sky, c11 ground, c12 fog colour, c13 (fog density / ln 2), c14 (exposure)
// surface
texld r0, v0, s0
texld r1, v0, s1
texld r2, v0, s2
mad r1.xyz, r1, c0.x, c0.y
nrm r3.xyz, v2
nrm r4.xyz, v3
crs r5.xyz, r3, r4
mul r5.xyz, r5, v3.w
mul r6.xyz, r1.x, r4
mad r6.xyz, r1.y, r5, r6
mad r6.xyz, r1.z, r3, r6
nrm r7.xyz, r6               // N
add r8.xyz, c3, -v1
nrm r9.xyz, r8               // V
mul r10.x, r2.w, c1.y
max r10.x, r10.x, c0.w       // shininess
// shadow: four taps averaged
rcp r11.w, v4.w
mul r11.xyz, v4, r11.w
texld r12, r11, s3
add r13.xy, r11, c2
texld r14, r13, s3
mov r12.y, r14.x
add r13.xy, r11, c15
texld r14, r13, s3
mov r12.z, r14.x
add r13.xy, r11, c16
texld r14, r13, s3
mov r12.w, r14.x
add r12, r12, -r11.z
cmp r12, r12, c0.w, c0.z
dp4 r12.x, r12, c1.z
// sun
dp3_sat r15.x, r7, c4
add r16.xyz, r9, c4
nrm r17.xyz, r16
dp3_sat r15.y, r7, r17
pow r15.z, r15.y, r10.x
mul r15.xz, r15, r12.x
mul r18.xyz, r15.x, c5       // diffuse
mul r19.xyz, r15.z, c5       // specular
// point light 0
add r20.xyz, c6, -v1
dp3 r20.w, r20, r20
rsq r21.x, r20.w
mul r20.xyz, r20, r21.x
mul r21.y, r20.w, c6.w
add_sat r21.y, c0.w, -r21.y
mul r21.y, r21.y, r21.y
dp3_sat r21.z, r7, r20
mul r21.z, r21.z, r21.y
mad r18.xyz, r21.z, c7, r18
add r22.xyz, r9, r20
nrm r23.xyz, r22
dp3_sat r21.w, r7, r23
pow r21.w, r21.w, r10.x
mul r21.w, r21.w, r21.y
mad r19.xyz, r21.w, c7, r19
// point light 1
add r20.xyz, c8, -v1
dp3 r20.w, r20, r20
rsq r21.x, r20.w
mul r20.xyz, r20, r21.x
mul r21.y, r20.w, c8.w
add_sat r21.y, c0.w, -r21.y
mul r21.y, r21.y, r21.y
dp3_sat r21.z, r7, r20
mul r21.z, r21.z, r21.y
mad r18.xyz, r21.z, c9, r18
add r22.xyz, r9, r20
nrm r23.xyz, r22
dp3_sat r21.w, r7, r23
pow r21.w, r21.w, r10.x
mul r21.w, r21.w, r21.y
mad r19.xyz, r21.w, c9, r19
// hemisphere ambient
mad_sat r24.x, r7.y, c1.x, c1.x
mov r25, c11
lrp r26.xyz, r24.x, c10, r25
add r18.xyz, r18, r26
// reflection with Schlick Fresnel
dp3_sat r27.x, r9, r7
add r27.y, r27.x, r27.x
mad r28.xyz, r7, r27.y, -r9
texld r29, r28, s4
add r27.z, c0.w, -r27.x
mul r27.w, r27.z, r27.z
mul r27.w, r27.w, r27.w
mul r27.w, r27.w, r27.z
mad r27.w, r27.w, c17.x, c17.y
mul r29.xyz, r29, r2
mul r29.xyz, r29, r27.w
// combine
mul r30.xyz, r0, r18
mad r30.xyz, r19, r2, r30
add r30.xyz, r30, r29
// exponential distance fog
dp3 r31.x, r8, r8
rsq r31.x, r31.x
rcp r31.x, r31.x
mul r31.y, r31.x, -c13.x
exp r31.y, r31.y
mov r25, c12
lrp r30.xyz, r31.y, r30, r25
// exposure and gamma
mul_sat r30.xyz, r30, c14.x
log r26.x, r30.x
log r26.y, r30.y
log r26.z, r30.z
mul r26.xyz, r26, c17.z
exp oC0.x, r26.x
exp oC0.y, r26.y
exp oC0.z, r26.z
mov oC0.w, r0.w
