// ps_3_0 benchmark: four-layer terrain splatting with a control map, height-based blending, detail normals, lighting and fog
ps_3_0
dcl_texcoord0 v0             // control uv (xy), detail uv (zw)
dcl_texcoord1 v1.xyz         // world normal
dcl_texcoord2 v2             // world position (xyz), fog (w)
dcl_2d s0                    // control (layer weights)
dcl_2d s1                    // layer 0 albedo + height
dcl_2d s2                    // layer 1
dcl_2d s3                    // layer 2
dcl_2d s4                    // layer 3
dcl_2d s5                    // detail normal
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.2, 5.0, 0.5, 0.0001
// c2 sun direction, c3 sun colour, c4 ambient, c5 fog colour, c6 eye position, c7 cliff tint, c8 (specular power)
texld r0, v0, s0
mov r1.xy, v0.zw
texld r2, r1, s1
texld r3, r1, s2
texld r4, r1, s3
texld r5, r1, s4
texld r6, r1, s5
// height-modulated weights
mov r7.x, r2.w
mov r7.y, r3.w
mov r7.z, r4.w
mov r7.w, r5.w
mad r8, r7, c1.x, r0         // weight + height bias
max r9.x, r8.x, r8.y
max r9.y, r8.z, r8.w
max r9.x, r9.x, r9.y
add r9.x, r9.x, -c1.x
add r10, r8, -r9.x
max r10, r10, c0.z
mul r10, r10, c1.y
dp4 r11.x, r10, c0.w
add r11.x, r11.x, c1.w
rcp r11.x, r11.x
mul r10, r10, r11.x          // normalised weights
mul r12.xyz, r2, r10.x
mad r12.xyz, r3, r10.y, r12
mad r12.xyz, r4, r10.z, r12
mad r12.xyz, r5, r10.w, r12
// detail normal perturbation
mad r6.xyz, r6, c0.x, c0.y
nrm r13.xyz, v1
mad r14.xyz, r6.xzyw, c1.z, r13
nrm r15.xyz, r14
dp3_sat r16.x, r15, c2
mul r17.xyz, r16.x, c3
add r17.xyz, r17, c4
mul r12.xyz, r12, r17
// wet-rock specular from the layer weights and a slope-based cliff tint
add r20.xyz, c6, -v2
nrm r21.xyz, r20
add r22.xyz, r21, c2
nrm r23.xyz, r22
dp3_sat r24.x, r15, r23
pow r24.y, r24.x, c8.x
dp4 r24.z, r10, r7           // weighted height as gloss
mul r24.y, r24.y, r24.z
mad r12.xyz, r24.y, c3, r12
add_sat r25.x, c0.w, -r13.y  // steepness
mul r25.x, r25.x, r25.x
mov r26, c7
mul r26.xyz, r26, r12
lrp r12.xyz, r25.x, r26, r12
mov r18, c5
lrp r19.xyz, v2.w, r18, r12
mov r19.w, c0.w
mov oC0, r19
