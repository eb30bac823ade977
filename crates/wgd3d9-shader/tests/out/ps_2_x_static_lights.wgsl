struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = in1_.xyz;
    let _e15 = in1_.xyz;
    let _e17 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e21 = select((_e14 * _e15), _e17, ((_e14 == _e17) | (_e15 == _e17)));
    let _e26 = ((_e21.x + _e21.y) + _e21.z);
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = _e13;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e26))), vec4<f32>(0f, 0f, 0f, 0f), (_e26 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e42 = r1_;
        let _e46 = consts[(_e4 + 1u)];
        let _e47 = _e42.xyz;
        let _e48 = _e46.xyz;
        let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
        let _e63 = r3_;
        let _e65 = select(_e63, saturate(vec4(((_e54.x + _e54.y) + _e54.z))), vec4<bool>(true, false, false, false));
        let _e66 = _e65.xxxx;
        let _e70 = consts[(_e4 + 2u)];
        let _e71 = r2_;
        r3_ = _e65;
        r2_ = select(_e71, (select((_e66 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e71), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e82 = consts[(_e4 + 3u)];
        let _e83 = v2_;
        let _e87 = r4_;
        let _e88 = select(_e87, (_e82 + -(_e83)), vec4<bool>(true, true, true, false));
        let _e89 = _e88.xyz;
        let _e90 = _e88.xyz;
        let _e92 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e96 = select((_e89 * _e90), _e92, ((_e89 == _e92) | (_e90 == _e92)));
        let _e101 = ((_e96.x + _e96.y) + _e96.z);
        let _e108 = r5_;
        let _e109 = select(_e108, select((_e88 * vec4(inverseSqrt(_e101))), vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 0f)), vec4<bool>(true, true, true, false));
        let _e110 = r1_;
        let _e111 = _e110.xyz;
        let _e112 = _e109.xyz;
        let _e114 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e118 = select((_e111 * _e112), _e114, ((_e111 == _e114) | (_e112 == _e114)));
        let _e126 = r3_;
        let _e127 = select(_e126, saturate(vec4(((_e118.x + _e118.y) + _e118.z))), vec4<bool>(true, false, false, false));
        let _e128 = _e127.xxxx;
        let _e132 = consts[(_e4 + 4u)];
        let _e133 = r2_;
        r4_ = _e88;
        r5_ = _e109;
        r3_ = _e127;
        r2_ = select(_e133, (select((_e128 * _e132), vec4<f32>(0f, 0f, 0f, 0f), ((_e128 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e132 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e133), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e145 = consts[(_e4 + 5u)];
        let _e146 = v2_;
        let _e149 = r4_;
        let _e150 = select(_e149, (_e145 + -(_e146)), vec4<bool>(true, true, true, false));
        let _e151 = _e150.xyz;
        let _e152 = _e150.xyz;
        let _e154 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e158 = select((_e151 * _e152), _e154, ((_e151 == _e154) | (_e152 == _e154)));
        let _e166 = select(_e150, vec4(((_e158.x + _e158.y) + _e158.z)), vec4<bool>(false, false, false, true));
        let _e171 = select(_e166, vec4(inverseSqrt(abs(_e166.w))), vec4<bool>(false, false, false, true));
        let _e172 = _e171.wwww;
        let _e178 = r5_;
        let _e179 = select(_e178, select((_e171 * _e172), vec4<f32>(0f, 0f, 0f, 0f), ((_e171 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e172 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e180 = r1_;
        let _e181 = _e180.xyz;
        let _e182 = _e179.xyz;
        let _e184 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e188 = select((_e181 * _e182), _e184, ((_e181 == _e184) | (_e182 == _e184)));
        let _e196 = r3_;
        let _e197 = select(_e196, saturate(vec4(((_e188.x + _e188.y) + _e188.z))), vec4<bool>(true, false, false, false));
        let _e198 = _e197.xxxx;
        let _e199 = _e171.wwww;
        let _e205 = select(_e197, select((_e198 * _e199), vec4<f32>(0f, 0f, 0f, 0f), ((_e198 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e199 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e206 = _e205.xxxx;
        let _e210 = consts[(_e4 + 6u)];
        let _e211 = r2_;
        r4_ = _e171;
        r5_ = _e179;
        r3_ = _e205;
        r2_ = select(_e211, (select((_e206 * _e210), vec4<f32>(0f, 0f, 0f, 0f), ((_e206 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e210 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e211), vec4<bool>(true, true, true, false));
    }
    let _e219 = r0_;
    let _e220 = r2_;
    return Output(select(_e219, select((_e219 * _e220), vec4<f32>(0f, 0f, 0f, 0f), ((_e219 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e220 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
