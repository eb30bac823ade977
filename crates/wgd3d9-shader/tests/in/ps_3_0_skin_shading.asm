// ps_3_0 benchmark: skin with wrapped diffuse, a scattering tint, Beckmann-style specular via exp, Fresnel and cavity map
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz         // tangent-space light
dcl_texcoord2 v2.xyz         // tangent-space view
dcl_2d s0                    // albedo
dcl_2d s1                    // normal
dcl_2d s2                    // cavity (r), thickness (g), roughness (b)
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.5, 0.25, 1.442695, 0.028
def c2, 1.0, 0.3, 0.2, 0.0   // scattering tint
// c3 light colour, c4 ambient
texld r0, v0, s0
texld r1, v0, s1
texld r2, v0, s2
mad r1.xyz, r1, c0.x, c0.y
nrm r3.xyz, r1
nrm r4.xyz, v1
nrm r5.xyz, v2
dp3 r6.x, r3, r4
// wrapped diffuse with a red-shifted terminator
add r6.y, r6.x, c1.x
mul_sat r6.y, r6.y, c1.y
mov_sat r6.z, r6.x
add r6.w, r6.y, -r6.z
mov r7, c2
mul r8.xyz, r6.w, r7
add r8.xyz, r8, r6.z
// translucency through thin areas
dp3_sat r9.x, -r4, r5
mul r9.x, r9.x, r2.y
mad r8.xyz, r9.x, r7, r8
// Beckmann-like specular
add r10.xyz, r4, r5
nrm r11.xyz, r10
dp3_sat r12.x, r3, r11
mul r12.y, r12.x, r12.x      // cos^2
add r12.z, c0.w, -r12.y      // sin^2
rcp r12.w, r12.y
mul r12.z, r12.z, r12.w      // tan^2
mul r13.x, r2.z, r2.z        // m^2
rcp r13.y, r13.x
mul r12.z, r12.z, -r13.y
mul r12.z, r12.z, c1.z
exp r12.z, r12.z
mul r12.w, r12.w, r12.w      // 1/cos^4
mul r12.z, r12.z, r12.w
mul r12.z, r12.z, r13.y
// Schlick Fresnel at the half vector
dp3_sat r14.x, r11, r5
add r14.x, c0.w, -r14.x
mul r14.y, r14.x, r14.x
mul r14.y, r14.y, r14.y
mul r14.y, r14.y, r14.x
lrp r14.z, r14.y, c0.w, r2.x     // cavity as F0 proxy
mul r14.z, r14.z, c1.w
mul r12.z, r12.z, r14.z
mul_sat r12.z, r12.z, r6.z
// combine
mul r15.xyz, r8, c3
add r15.xyz, r15, c4
mul r16.xyz, r0, r15
mul r16.xyz, r16, r2.x
mad r16.xyz, r12.z, c3, r16
mov r16.w, r0.w
mov oC0, r16
