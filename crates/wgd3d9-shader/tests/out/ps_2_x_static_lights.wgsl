struct Constants {
    c: array<vec4<f32>, 33>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e29 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e29;
    let _e30 = in1_.xyz;
    let _e31 = in1_.xyz;
    let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e37.x + _e37.y) + _e37.z)))), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e49 = r1_;
        let _e52 = consts.c[1];
        let _e53 = _e49.xyz;
        let _e54 = _e52.xyz;
        let _e56 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e60 = select((_e53 * _e54), _e56, ((_e53 == _e56) | (_e54 == _e56)));
        let _e68 = r3_;
        let _e70 = select(_e68, saturate(vec4(((_e60.x + _e60.y) + _e60.z))), vec4<bool>(true, false, false, false));
        r3_ = _e70;
        let _e71 = _e70.xxxx;
        let _e74 = consts.c[2];
        let _e75 = r2_;
        r2_ = select(_e75, (select((_e71 * _e74), vec4<f32>(0f, 0f, 0f, 0f), ((_e71 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e74 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e75), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e85 = consts.c[3];
        let _e86 = v2_;
        let _e89 = r4_;
        let _e90 = select(_e89, (_e85 + -(_e86)), vec4<bool>(true, true, true, false));
        r4_ = _e90;
        let _e91 = _e90.xyz;
        let _e92 = _e90.xyz;
        let _e94 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e98 = select((_e91 * _e92), _e94, ((_e91 == _e94) | (_e92 == _e94)));
        let _e107 = r5_;
        let _e108 = select(_e107, (_e90 * vec4(inverseSqrt(((_e98.x + _e98.y) + _e98.z)))), vec4<bool>(true, true, true, false));
        r5_ = _e108;
        let _e109 = r1_;
        let _e110 = _e109.xyz;
        let _e111 = _e108.xyz;
        let _e113 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e117 = select((_e110 * _e111), _e113, ((_e110 == _e113) | (_e111 == _e113)));
        let _e125 = r3_;
        let _e126 = select(_e125, saturate(vec4(((_e117.x + _e117.y) + _e117.z))), vec4<bool>(true, false, false, false));
        r3_ = _e126;
        let _e127 = _e126.xxxx;
        let _e130 = consts.c[4];
        let _e131 = r2_;
        r2_ = select(_e131, (select((_e127 * _e130), vec4<f32>(0f, 0f, 0f, 0f), ((_e127 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e130 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e131), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e142 = consts.c[5];
        let _e143 = v2_;
        let _e146 = r4_;
        let _e147 = select(_e146, (_e142 + -(_e143)), vec4<bool>(true, true, true, false));
        r4_ = _e147;
        let _e148 = _e147.xyz;
        let _e149 = _e147.xyz;
        let _e151 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e155 = select((_e148 * _e149), _e151, ((_e148 == _e151) | (_e149 == _e151)));
        let _e163 = select(_e147, vec4(((_e155.x + _e155.y) + _e155.z)), vec4<bool>(false, false, false, true));
        r4_ = _e163;
        let _e169 = select(_e163, vec4(inverseSqrt(abs(_e163.wwww.x))), vec4<bool>(false, false, false, true));
        r4_ = _e169;
        let _e170 = _e169.wwww;
        let _e176 = r5_;
        let _e177 = select(_e176, select((_e169 * _e170), vec4<f32>(0f, 0f, 0f, 0f), ((_e169 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e170 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        r5_ = _e177;
        let _e178 = r1_;
        let _e179 = _e178.xyz;
        let _e180 = _e177.xyz;
        let _e182 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e186 = select((_e179 * _e180), _e182, ((_e179 == _e182) | (_e180 == _e182)));
        let _e194 = r3_;
        let _e195 = select(_e194, saturate(vec4(((_e186.x + _e186.y) + _e186.z))), vec4<bool>(true, false, false, false));
        r3_ = _e195;
        let _e196 = _e195.xxxx;
        let _e197 = _e169.wwww;
        let _e203 = select(_e195, select((_e196 * _e197), vec4<f32>(0f, 0f, 0f, 0f), ((_e196 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e197 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        r3_ = _e203;
        let _e204 = _e203.xxxx;
        let _e207 = consts.c[6];
        let _e208 = r2_;
        r2_ = select(_e208, (select((_e204 * _e207), vec4<f32>(0f, 0f, 0f, 0f), ((_e204 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e207 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e208), vec4<bool>(true, true, true, false));
    }
    let _e216 = r0_;
    let _e217 = r2_;
    let _e223 = select(_e216, select((_e216 * _e217), vec4<f32>(0f, 0f, 0f, 0f), ((_e216 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e217 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e223;
    o0_ = _e223;
    return Output(_e223);
}
