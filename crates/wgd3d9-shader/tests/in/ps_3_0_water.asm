// ps_3_0 benchmark: water with two scrolling normal maps, distorted reflection/refraction, depth tint, Fresnel, sun glint and fog
ps_3_0
dcl_texcoord0 v0             // bump uv 0 (xy), bump uv 1 (zw)
dcl_texcoord1 v1             // projective screen coordinates
dcl_texcoord2 v2.xyz         // view vector (world)
dcl_texcoord3 v3             // x: fog factor, y: water depth at vertex
dcl_2d s0                    // normal map
dcl_2d s1                    // reflection
dcl_2d s2                    // refraction
dcl_2d s3                    // scene depth
dcl_2d s4                    // foam
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.02, 0.5, 0.1, 256.0
def c2, 0.02, 0.98, 0.0, 0.0
// c3 sun direction, c4 sun colour, c5 shallow colour, c6 deep colour, c7 fog colour, c8 (depth scale, foam scale, foam tiling)
texld r0, v0, s0
mov r1.xy, v0.zw
texld r1, r1, s0
add r0.xyz, r0, r1
mad r0.xyz, r0, c0.x, -c0.x
mul r0.xz, r0, c1.y          // flatten
nrm r2.xyz, r0.xzyw          // world-space normal (y up)
rcp r3.w, v1.w
mul r3.xy, v1, r3.w          // screen uv
mad r4.xy, r2.xzzw, c1.x, r3 // distorted uv
texld r5, r4, s1             // reflection
texld r6, r4, s2             // refraction
texld r7, r3, s3             // scene depth below
add r8.x, r7.x, -v1.z
mul_sat r8.x, r8.x, c8.x     // water thickness
mov r9, c6
lrp r10.xyz, r8.x, r9, c5    // depth tint
lrp r11.xyz, r8.x, r10, r6   // refraction absorbed by depth
nrm r12.xyz, v2
dp3_sat r13.x, r12, r2
add r13.y, c0.w, -r13.x
mul r13.z, r13.y, r13.y
mul r13.z, r13.z, r13.z
mul r13.z, r13.z, r13.y
mad r13.z, r13.z, c2.y, c2.x // Fresnel
lrp r14.xyz, r13.z, r5, r11
// sun glint
dp3 r15.x, r12, r2
add r15.x, r15.x, r15.x
mad r16.xyz, r2, r15.x, -r12
dp3_sat r17.x, r16, c3
pow r17.y, r17.x, c1.w
mul r17.xyz, r17.y, c4
add r14.xyz, r14, r17
// shoreline foam where the water is thin, scrolled by the distortion
mov r20, c8
mul r21.xy, v0, r20.z
mad r21.xy, r2.xzzw, c1.z, r21
texld r22, r21, s4
add r23.x, c0.w, -r8.x
mul r23.x, r23.x, r23.x
mul r23.x, r23.x, r20.y
mul_sat r23.x, r23.x, r22.w
lrp r14.xyz, r23.x, r22, r14
// shimmer in shallow water
mul r24.x, r13.x, r8.x
mad r14.xyz, r24.x, c1.z, r14
// fog
mov r18, c7
lrp r19.xyz, v3.x, r18, r14
mov r19.w, c0.w
mov oC0, r19
