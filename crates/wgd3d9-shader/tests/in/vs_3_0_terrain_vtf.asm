// vs_3_0 benchmark: heightmap terrain via texldl with neighbour normals, geomorphing, lighting and fog
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_2d s0
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2.xyz
dcl_texcoord2 o3
dcl_color o4
def c8, 0.0, 1.0, 2.0, 0.25
def c9, 0.0039062, 0.0, 0.0, 0.0   // one texel
// c10 = (height scale, height bias, detail tiling, morph start), c11 = (1/morph range, 2*grid spacing)
// c12 camera, c13 sun direction, c14 fog (start, 1/range), c15 sun colour, c16 ambient, c17 splat scale
mov r0.xy, v1
mov r0.zw, c8.x
texldl r1, r0, s0            // centre height
mov r2.xz, v0
mad r2.y, r1.x, c10.x, c10.y
mov r2.w, c8.y
add r3, r0, c9.xyyy
texldl r4, r3, s0            // +u
add r3, r0, -c9.xyyy
texldl r5, r3, s0            // -u
add r3, r0, c9.yxyy
texldl r6, r3, s0            // +v
add r3, r0, -c9.yxyy
texldl r7, r3, s0            // -v
add r8.x, r5.x, -r4.x
add r8.z, r7.x, -r6.x
mul r8.xz, r8, c10.x
mov r8.y, c11.y
nrm r9.xyz, r8               // central-difference normal
// geomorph toward the coarse level by camera distance
add r10.xyz, r2, -c12
dp3 r10.w, r10, r10
rsq r11.x, r10.w
rcp r11.y, r11.x             // distance
add r11.z, r11.y, -c10.w
mul_sat r11.z, r11.z, c11.x  // morph factor
add r12.x, r4.x, r5.x
add r12.x, r12.x, r6.x
add r12.x, r12.x, r7.x
mul r12.x, r12.x, c8.w       // neighbour average
mad r12.x, r12.x, c10.x, c10.y
lrp r2.y, r11.z, r12.x, r2.y
m4x4 r13, r2, c0
mov o0, r13
// sun and ambient
dp3_sat r14.x, r9, -c13
mul r14, r14.x, c15
add r14, r14, c16
mov r14.w, r11.z
mov o4, r14
mov o2.xyz, r9
// detail and splat coordinates
mul r15.xy, v1, c10.z
mul r15.zw, v1.xyxy, c17.xyxy
mov o1, r15
// fog into the w of the world position output
add r16.x, r11.y, -c14.x
mul_sat r16.x, r16.x, c14.y
mov o3.xyz, r2
mov o3.w, r16.x
