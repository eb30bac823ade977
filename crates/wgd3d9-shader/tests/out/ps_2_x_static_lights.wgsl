struct Constants {
    c: array<vec4<f32>, 40>,
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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = in1_.xyz;
    let _e13 = in1_.xyz;
    let _e15 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e19 = select((_e12 * _e13), _e15, ((_e12 == _e15) | (_e13 == _e15)));
    let _e24 = ((_e19.x + _e19.y) + _e19.z);
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = _e11;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e40 = r1_;
        let _e42 = consts.c[1];
        let _e43 = _e40.xyz;
        let _e44 = _e42.xyz;
        let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
        let _e59 = r3_;
        let _e61 = select(_e59, saturate(vec4(((_e50.x + _e50.y) + _e50.z))), vec4<bool>(true, false, false, false));
        let _e62 = _e61.xxxx;
        let _e64 = consts.c[2];
        let _e65 = r2_;
        r3_ = _e61;
        r2_ = select(_e65, (select((_e62 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e65), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e74 = consts.c[3];
        let _e75 = v2_;
        let _e79 = r4_;
        let _e80 = select(_e79, (_e74 + -(_e75)), vec4<bool>(true, true, true, false));
        let _e81 = _e80.xyz;
        let _e82 = _e80.xyz;
        let _e84 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e88 = select((_e81 * _e82), _e84, ((_e81 == _e84) | (_e82 == _e84)));
        let _e93 = ((_e88.x + _e88.y) + _e88.z);
        let _e100 = r5_;
        let _e101 = select(_e100, select((_e80 * vec4(inverseSqrt(_e93))), vec4<f32>(0f, 0f, 0f, 0f), (_e93 == 0f)), vec4<bool>(true, true, true, false));
        let _e102 = r1_;
        let _e103 = _e102.xyz;
        let _e104 = _e101.xyz;
        let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
        let _e118 = r3_;
        let _e119 = select(_e118, saturate(vec4(((_e110.x + _e110.y) + _e110.z))), vec4<bool>(true, false, false, false));
        let _e120 = _e119.xxxx;
        let _e122 = consts.c[4];
        let _e123 = r2_;
        r4_ = _e80;
        r5_ = _e101;
        r3_ = _e119;
        r2_ = select(_e123, (select((_e120 * _e122), vec4<f32>(0f, 0f, 0f, 0f), ((_e120 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e122 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e123), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e133 = consts.c[5];
        let _e134 = v2_;
        let _e137 = r4_;
        let _e138 = select(_e137, (_e133 + -(_e134)), vec4<bool>(true, true, true, false));
        let _e139 = _e138.xyz;
        let _e140 = _e138.xyz;
        let _e142 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e146 = select((_e139 * _e140), _e142, ((_e139 == _e142) | (_e140 == _e142)));
        let _e154 = select(_e138, vec4(((_e146.x + _e146.y) + _e146.z)), vec4<bool>(false, false, false, true));
        let _e159 = select(_e154, vec4(inverseSqrt(abs(_e154.w))), vec4<bool>(false, false, false, true));
        let _e160 = _e159.wwww;
        let _e166 = r5_;
        let _e167 = select(_e166, select((_e159 * _e160), vec4<f32>(0f, 0f, 0f, 0f), ((_e159 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e160 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e168 = r1_;
        let _e169 = _e168.xyz;
        let _e170 = _e167.xyz;
        let _e172 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e176 = select((_e169 * _e170), _e172, ((_e169 == _e172) | (_e170 == _e172)));
        let _e184 = r3_;
        let _e185 = select(_e184, saturate(vec4(((_e176.x + _e176.y) + _e176.z))), vec4<bool>(true, false, false, false));
        let _e186 = _e185.xxxx;
        let _e187 = _e159.wwww;
        let _e193 = select(_e185, select((_e186 * _e187), vec4<f32>(0f, 0f, 0f, 0f), ((_e186 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e187 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e194 = _e193.xxxx;
        let _e196 = consts.c[6];
        let _e197 = r2_;
        r4_ = _e159;
        r5_ = _e167;
        r3_ = _e193;
        r2_ = select(_e197, (select((_e194 * _e196), vec4<f32>(0f, 0f, 0f, 0f), ((_e194 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e196 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e197), vec4<bool>(true, true, true, false));
    }
    let _e205 = r0_;
    let _e206 = r2_;
    return Output(select(_e205, select((_e205 * _e206), vec4<f32>(0f, 0f, 0f, 0f), ((_e205 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e206 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
