struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v: array<vec4<f32>, 6> = array<vec4<f32>, 6>();
    var loop_count: i32;
    var loop_step: i32;

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e55 = v[5];
    v[5] = select(_e55, in5_, vec4<bool>(true, true, true, false));
    let _e59 = v[0];
    let _e61 = textureSample(t0_, s0_, _e59.xy);
    r0_ = _e61;
    let _e63 = v[0];
    let _e65 = textureSample(t1_, s1_, _e63.xy);
    r1_ = _e65;
    let _e67 = v[0];
    let _e69 = textureSample(t2_, s2_, _e67.xy);
    r2_ = _e69;
    let _e70 = r1_;
    let _e75 = r1_;
    r1_ = select(_e75, ((_e70 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e77 = r1_;
    let _e84 = r3_;
    r3_ = select(_e84, (_e77 * vec4(inverseSqrt(dot(_e77.xyz, _e77.xyz)))), vec4<bool>(true, true, true, false));
    let _e87 = v[5];
    let _e94 = r4_;
    r4_ = select(_e94, (_e87 * vec4(inverseSqrt(dot(_e87.xyz, _e87.xyz)))), vec4<bool>(true, true, true, false));
    let _e96 = r2_;
    let _e100 = r5_;
    r5_ = select(_e100, (_e96.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e103 = r5_;
    let _e104 = _e103.xxxx;
    let _e105 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e108 = r5_;
    r5_ = select(_e108, select(_e105, _e104, (_e104 >= _e105)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e116 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e116.x, 0i, 255i);
    loop_step = _e116.z;
    let _e127 = r14_;
    r14_ = select(_e127, vec4(f32(_e116.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e129 = loop_count;
        if (_e129 <= 0i) {
            break;
        }
        loop_count = (_e129 - 1i);
        let _e134 = r14_;
        let _e140 = v[(i32(_e134.x) + 0i)];
        r8_ = _e140;
        let _e141 = r8_;
        let _e142 = r8_;
        let _e147 = r9_;
        r9_ = select(_e147, vec4(dot(_e141.xyz, _e142.xyz)), vec4<bool>(true, false, false, false));
        let _e149 = r9_;
        let _e155 = r9_;
        r9_ = select(_e155, vec4(inverseSqrt(abs(_e149.xxxx.x))), vec4<bool>(true, false, false, false));
        let _e157 = r8_;
        let _e158 = r9_;
        let _e161 = r8_;
        r8_ = select(_e161, (_e157 * _e158.xxxx), vec4<bool>(true, true, true, false));
        let _e163 = r8_;
        let _e165 = r9_;
        let _e169 = r9_;
        r9_ = select(_e169, saturate((_e163.wwww * _e165.xxxx)), vec4<bool>(false, true, false, false));
        let _e172 = r3_;
        let _e173 = r8_;
        let _e179 = r9_;
        r9_ = select(_e179, saturate(vec4(dot(_e172.xyz, _e173.xyz))), vec4<bool>(false, false, true, false));
        let _e182 = r9_;
        let _e184 = r9_;
        let _e187 = r9_;
        r9_ = select(_e187, (_e182.zzzz * _e184.yyyy), vec4<bool>(false, false, true, false));
        let _e189 = r6_;
        let _e190 = r9_;
        r6_ = (_e189 + _e190.zzzz);
        let _e193 = r8_;
        let _e194 = r4_;
        let _e196 = r10_;
        r10_ = select(_e196, (_e193 + _e194), vec4<bool>(true, true, true, false));
        let _e198 = r10_;
        let _e205 = r11_;
        r11_ = select(_e205, (_e198 * vec4(inverseSqrt(dot(_e198.xyz, _e198.xyz)))), vec4<bool>(true, true, true, false));
        let _e207 = r3_;
        let _e208 = r11_;
        let _e214 = r9_;
        r9_ = select(_e214, saturate(vec4(dot(_e207.xyz, _e208.xyz))), vec4<bool>(false, false, false, true));
        let _e217 = r9_;
        let _e220 = r5_;
        let _e226 = r9_;
        r9_ = select(_e226, vec4(pow(abs(_e217.wwww.x), _e220.xxxx.x)), vec4<bool>(false, false, false, true));
        let _e228 = r9_;
        let _e230 = r9_;
        let _e233 = r9_;
        r9_ = select(_e233, (_e228.wwww * _e230.yyyy), vec4<bool>(false, false, false, true));
        let _e235 = r7_;
        let _e236 = r9_;
        r7_ = (_e235 + _e236.wwww);
        let _e239 = loop_step;
        let _e241 = r14_;
        let _e245 = r14_;
        r14_ = select(_e245, vec4((_e241.x + f32(_e239))), vec4<bool>(true, false, false, false));
    }
    let _e247 = r6_;
    let _e250 = consts.c[2];
    let _e252 = r6_;
    r6_ = select(_e252, (_e247 * _e250), vec4<bool>(true, true, true, false));
    let _e254 = r7_;
    let _e257 = consts.c[3];
    let _e259 = r7_;
    r7_ = select(_e259, (_e254 * _e257), vec4<bool>(true, true, true, false));
    let _e261 = r2_;
    let _e265 = consts.c[4];
    let _e267 = r12_;
    r12_ = select(_e267, (_e261.xxxx * _e265), vec4<bool>(true, true, true, false));
    let _e269 = r6_;
    let _e270 = r12_;
    let _e272 = r6_;
    r6_ = select(_e272, (_e269 + _e270), vec4<bool>(true, true, true, false));
    let _e274 = r0_;
    let _e275 = r6_;
    let _e277 = r13_;
    r13_ = select(_e277, (_e274 * _e275), vec4<bool>(true, true, true, false));
    let _e279 = r7_;
    let _e280 = r2_;
    let _e282 = r13_;
    let _e285 = r13_;
    r13_ = select(_e285, ((_e279 * _e280.yyyy) + _e282), vec4<bool>(true, true, true, false));
    let _e287 = r0_;
    let _e289 = r13_;
    r13_ = select(_e289, _e287.wwww, vec4<bool>(false, false, false, true));
    let _e291 = r13_;
    o0_ = _e291;
    let _e292 = o0_;
    return Output(_e292);
}
